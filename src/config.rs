//! Configuration: the embedded defaults, a file layered over them, and
//! environment variables over both.

use std::path::Path;

use anyhow::{Context, bail};
use serde::Deserialize;

/// The embedded default configuration.
pub const DEFAULT: &str = include_str!("../config/default.toml");

/// Environment variables that override the configuration files.
pub const ENV_KEYS: [(&str, &str); 4] = [
    ("RINGMAIL_ADDRESS", "address"),
    ("RINGMAIL_DATABASE", "database"),
    ("RINGMAIL_INBOUND", "inbound"),
    ("RINGMAIL_OUTBOUND", "outbound"),
];

/// The whole configuration.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    /// The server's own address.
    pub address: String,
    /// `sqlite://PATH`.
    pub database: String,
    /// `maildir:PATH`.
    pub inbound: String,
    /// `file:PATH` or `sendmail:PATH`.
    pub outbound: String,
    /// Largest mail that is read, in bytes.
    pub max_mail_bytes: usize,
    /// Seconds between looks for mail and due replies.
    pub poll_seconds: u64,
    /// Seconds between looks at an IMAP folder when the server has no IDLE.
    pub imap_poll_seconds: u64,
    /// Seconds one IMAP IDLE lasts before it is issued again (at most 1740).
    pub imap_idle_seconds: u64,
    /// Whether processed IMAP mail is moved (else flagged `\Seen`).
    pub imap_move: bool,
    /// The IMAP folder processed mail is moved to (created if missing).
    pub imap_processed_folder: String,
    /// A PEM file of one more certificate authority to trust for IMAP and
    /// SMTP over TLS; empty for none.
    pub tls_extra_ca: String,
    /// Whether every address must be confirmed (by a token mailed to it)
    /// before it gets any other mail; `false` only for a closed
    /// installation whose senders are all trusted.
    pub confirm_addresses: bool,
    /// Boards one address may start in a day.
    pub boards_per_day: i64,
    /// The authserv-id of the receiving mail system whose
    /// `Authentication-Results` are trusted; a mail whose `From` it does
    /// not vouch for (see [`crate::mail::authres`]) is recorded and not
    /// answered. Empty: not checked.
    pub trusted_authserv_id: String,
    /// What separates the server's mailbox name from a token in an
    /// address (`games+TOKEN@example.org`); empty when the mail system
    /// delivers no such addresses to the server.
    pub recipient_delimiter: String,
    /// Retry policy of the outbox.
    pub outbox: OutboxConfig,
    /// Bounds of what is kept in memory.
    pub memory: MemoryConfig,
    /// How the robot players think.
    pub robots: RobotsConfig,
}

/// How the robot players (`robot`, `robot-easy`) think inside `serve`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RobotsConfig {
    /// Milliseconds `robot` thinks a move.
    pub think_ms: u64,
    /// Milliseconds `robot-easy` thinks a move.
    pub easy_think_ms: u64,
    /// Playouts a move for both robots instead of time; 0: by time.
    pub playouts: u64,
    /// Nodes a robot's search tree may hold.
    pub max_nodes: usize,
    /// Robot thinks that run at once in a server (each on a core of its
    /// own, with a tree of up to `max_nodes`); at least 1.
    pub threads: usize,
    /// Playouts the analysis of a finished game searches each position.
    pub analysis_playouts: u64,
    /// Engines from elsewhere: outside programs that play as robots
    /// (`[[robots.engine]]`, robots.md).
    #[serde(default)]
    pub engine: Vec<EngineConfig>,
}

impl RobotsConfig {
    /// The engine that plays under `userid`, if one does.
    pub fn engine_named(&self, userid: &str) -> Option<&EngineConfig> {
        self.engine.iter().find(|e| e.name == userid)
    }
}

/// Bounds of what the server keeps in memory.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MemoryConfig {
    /// SQLite's page cache per connection, in KiB.
    pub sqlite_cache_kib: u32,
    /// Mails read from the inbox at a time.
    pub inbox_batch: usize,
}

/// Retry policy of the outbox.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OutboxConfig {
    /// Attempts before a reply is marked failed.
    pub max_attempts: u32,
    /// First wait after a passing failure, in seconds.
    pub backoff_seconds: u64,
    /// Longest wait, in seconds.
    pub backoff_max_seconds: u64,
    /// How long a worker holds the replies it sends before another may take
    /// them, in seconds.
    pub lease_seconds: u64,
}

fn merge(base: &mut toml::Table, over: toml::Table) {
    for (k, v) in over {
        match (base.get_mut(&k), v) {
            (Some(toml::Value::Table(b)), toml::Value::Table(o)) => merge(b, o),
            (_, v) => {
                base.insert(k, v);
            }
        }
    }
}

impl Config {
    /// Loads the defaults, then `file` if given, then the environment.
    pub fn load(file: Option<&Path>) -> anyhow::Result<Config> {
        let env: Vec<(String, String)> = ENV_KEYS
            .iter()
            .filter_map(|(var, key)| std::env::var(var).ok().map(|v| (key.to_string(), v)))
            .collect();
        let text =
            match file {
                Some(p) => Some(std::fs::read_to_string(p).with_context(|| {
                    format!("cannot read the configuration file {}", p.display())
                })?),
                None => None,
            };
        Config::from_layers(text.as_deref(), &env)
    }

    /// Builds the configuration from the defaults, an optional file's text,
    /// and `(key, value)` overrides.
    pub fn from_layers(
        file: Option<&str>,
        overrides: &[(String, String)],
    ) -> anyhow::Result<Config> {
        let mut table: toml::Table = DEFAULT.parse().expect("the default configuration parses");
        if let Some(text) = file {
            let over: toml::Table = text
                .parse()
                .context("the configuration file is not valid TOML")?;
            merge(&mut table, over);
        }
        for (k, v) in overrides {
            table.insert(k.clone(), toml::Value::String(v.clone()));
        }
        let config: Config = toml::Value::Table(table)
            .try_into()
            .context("the configuration has a wrong key or value")?;
        config.check()?;
        Ok(config)
    }

    fn check(&self) -> anyhow::Result<()> {
        if !self.address.contains('@') {
            bail!("address '{}' is not a mail address", self.address);
        }
        if self.max_mail_bytes == 0
            || self.outbox.max_attempts == 0
            || self.outbox.lease_seconds == 0
        {
            bail!("max_mail_bytes, outbox.max_attempts and outbox.lease_seconds must be above 0");
        }
        if !(1..=1740).contains(&self.imap_idle_seconds) || self.imap_poll_seconds == 0 {
            bail!("imap_idle_seconds must be 1 to 1740 and imap_poll_seconds above 0");
        }
        let m = &self.memory;
        if m.sqlite_cache_kib == 0 || m.inbox_batch == 0 {
            bail!("memory.sqlite_cache_kib and memory.inbox_batch must be above 0");
        }
        let r = &self.robots;
        if r.think_ms == 0 || r.easy_think_ms == 0 || r.max_nodes == 0 || r.threads == 0 {
            bail!(
                "robots.think_ms, robots.easy_think_ms, robots.max_nodes and robots.threads must be above 0"
            );
        }
        for (i, engine) in r.engine.iter().enumerate() {
            engine.check().map_err(anyhow::Error::msg)?;
            if r.engine[..i].iter().any(|e| e.name == engine.name) {
                bail!(
                    "robots.engine {:?}: two entries have that name",
                    engine.name
                );
            }
        }
        if self.imap_move && self.imap_processed_folder.trim().is_empty() {
            bail!("imap_processed_folder is empty while imap_move is on");
        }
        Ok(())
    }

    /// The server's address carrying `token` (`games+TOKEN@domain`), when
    /// a recipient delimiter is set.
    pub fn token_address(&self, token: &str) -> Option<String> {
        let (local, domain) = self.address.rsplit_once('@')?;
        (!self.recipient_delimiter.is_empty())
            .then(|| format!("{local}{}{token}@{domain}", self.recipient_delimiter))
    }

    /// The token an address of the server carries (`games+TOKEN@domain`,
    /// any case), if it is one.
    pub fn address_token<'a>(&self, address: &'a str) -> Option<&'a str> {
        let (local, domain) = self.address.rsplit_once('@')?;
        let (their_local, their_domain) = address.rsplit_once('@')?;
        let token = their_local
            .get(..local.len())
            .filter(|l| l.eq_ignore_ascii_case(local))
            .and_then(|_| {
                their_local[local.len()..].strip_prefix(self.recipient_delimiter.as_str())
            })?;
        (!self.recipient_delimiter.is_empty()
            && !token.is_empty()
            && their_domain.eq_ignore_ascii_case(domain))
        .then_some(token)
    }

    /// The token after `prefix` (`play-`, `bounce-`) in the first recipient
    /// that is one of the server's token addresses with that prefix (any
    /// case), if any.
    pub fn recipient_token<'a>(&self, recipients: &'a [String], prefix: &str) -> Option<&'a str> {
        recipients
            .iter()
            .filter_map(|r| self.address_token(r))
            .find_map(|t| {
                t.get(..prefix.len())
                    .filter(|p| p.eq_ignore_ascii_case(prefix))
                    .map(|_| &t[prefix.len()..])
            })
    }

    /// The domain of the server's address, for Message-IDs.
    pub fn domain(&self) -> &str {
        self.address
            .rsplit_once('@')
            .map_or("localhost", |(_, d)| d)
    }
}

/// One `[[robots.engine]]` entry of the configuration: a program that
/// plays one game under a robot's user id.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EngineConfig {
    /// The user id it plays under (a robot's: no password, no address).
    pub name: String,
    /// The game it plays.
    pub game: String,
    /// The program and its arguments, run without a shell: `{record}`
    /// becomes the record file's path, `{think_ms}` the think time, and
    /// an argument `{options}` the game's options as `replay` takes them
    /// (`--blitz`, `--size=12`; none for a game without).
    pub command: Vec<String>,
    /// Milliseconds it is given a move.
    pub think_ms: u64,
    /// Its memory limit (address space), in MiB.
    #[serde(default = "default_memory_mib")]
    pub memory_mib: u64,
}

fn default_memory_mib() -> u64 {
    1024
}

/// The placeholders a command may hold.
const PLACEHOLDERS: [&str; 3] = ["{record}", "{think_ms}", "{options}"];

impl EngineConfig {
    /// Why the entry cannot be used, if it cannot.
    pub fn check(&self) -> Result<(), String> {
        let name = &self.name;
        if crate::userid::userid(name).ok().as_deref() != Some(name.as_str()) {
            return Err(format!(
                "robots.engine {name:?}: the name is not a user id (2 to 16 lower-case letters, digits, '_' or '-', starting with a letter)"
            ));
        }
        if crate::userid::is_built_in_robot(name) {
            return Err(format!(
                "robots.engine {name:?}: the name is a built-in robot's"
            ));
        }
        if !crate::games::GAMES.contains(&self.game.as_str()) {
            return Err(format!(
                "robots.engine {name:?}: no game {:?} (games: {})",
                self.game,
                crate::games::GAMES.join(", ")
            ));
        }
        if self.command.is_empty() || self.command[0].trim().is_empty() {
            return Err(format!("robots.engine {name:?}: the command is empty"));
        }
        if !self.command.iter().any(|a| a.contains("{record}")) {
            return Err(format!(
                "robots.engine {name:?}: the command does not name {{record}}, the game record it reads"
            ));
        }
        for arg in &self.command {
            let mut rest = arg.as_str();
            while let Some(at) = rest.find('{') {
                let known = PLACEHOLDERS.iter().find(|p| rest[at..].starts_with(*p));
                let Some(p) = known else {
                    return Err(format!(
                        "robots.engine {name:?}: unknown placeholder in {arg:?} (known: {})",
                        PLACEHOLDERS.join(", ")
                    ));
                };
                rest = &rest[at + p.len()..];
            }
        }
        if self.think_ms == 0 || self.memory_mib == 0 {
            return Err(format!(
                "robots.engine {name:?}: think_ms and memory_mib must be above 0"
            ));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults() {
        let c = Config::from_layers(None, &[]).unwrap();
        assert_eq!(c.address, "games@localhost");
        assert_eq!(c.database, "sqlite://var/ringmail.db");
        assert_eq!(c.inbound, "maildir:var/mail/inbox");
        assert_eq!(c.outbound, "file:var/mail/outbox");
        assert_eq!(c.max_mail_bytes, 256 * 1024);
        assert_eq!(c.imap_poll_seconds, 60);
        assert_eq!(c.imap_idle_seconds, 1500);
        assert!(c.imap_move);
        assert_eq!(c.imap_processed_folder, "Processed");
        assert_eq!(c.tls_extra_ca, "");
        assert_eq!(c.outbox.lease_seconds, 300);
        assert!(c.confirm_addresses);
        assert_eq!(c.boards_per_day, 20);
        assert_eq!((c.robots.think_ms, c.robots.easy_think_ms), (2000, 100));
        assert_eq!(c.robots.playouts, 0);
        assert_eq!(c.robots.threads, 1);
        assert_eq!(
            c.token_address("abc").as_deref(),
            Some("games+abc@localhost")
        );
        assert_eq!(c.address_token("Games+abc@localhost"), Some("abc"));
        assert_eq!(c.address_token("games@localhost"), None);
        assert_eq!(c.address_token("other+abc@localhost"), None);
        assert_eq!(c.address_token("games+abc@elsewhere"), None);
    }

    #[test]
    fn engines_are_read_and_checked() {
        let entry = |name: &str| {
            format!(
                "[[robots.engine]]\nname = \"{name}\"\ngame = \"yinsh\"\n\
                 command = [\"/opt/yngine\", \"{{record}}\"]\nthink_ms = 500\n"
            )
        };
        let c = Config::from_layers(Some(&entry("yngine")), &[]).unwrap();
        let e = c.robots.engine_named("yngine").expect("read");
        assert_eq!(
            (e.game.as_str(), e.think_ms, e.memory_mib),
            ("yinsh", 500, 1024)
        );
        assert!(c.robots.engine_named("robot").is_none());
        assert!(
            Config::from_layers(None, &[])
                .unwrap()
                .robots
                .engine
                .is_empty()
        );
        let twice = format!("{}{}", entry("yngine"), entry("yngine"));
        let e = Config::from_layers(Some(&twice), &[]).unwrap_err();
        assert!(e.to_string().contains("two entries"), "{e}");
        let e = Config::from_layers(Some(&entry("robot")), &[]).unwrap_err();
        assert!(e.to_string().contains("built-in"), "{e}");
    }

    #[test]
    fn file_then_environment() {
        let file = "address = \"pbm@example.org\"\n[outbox]\nmax_attempts = 3\n";
        let env = [("database".to_string(), "sqlite:///tmp/x.db".to_string())];
        let c = Config::from_layers(Some(file), &env).unwrap();
        assert_eq!(c.address, "pbm@example.org");
        assert_eq!(c.domain(), "example.org");
        assert_eq!(c.outbox.max_attempts, 3);
        assert_eq!(
            c.outbox.backoff_seconds, 30,
            "other keys keep their defaults"
        );
        assert_eq!(c.database, "sqlite:///tmp/x.db");
        let env = [("address".to_string(), "env@example.net".to_string())];
        assert_eq!(
            Config::from_layers(Some(file), &env).unwrap().address,
            "env@example.net"
        );
    }

    #[test]
    fn bad_configuration_is_refused() {
        assert!(Config::from_layers(Some("adress = \"x@y\""), &[]).is_err());
        assert!(Config::from_layers(Some("max_mail_bytes = \"big\""), &[]).is_err());
        assert!(Config::from_layers(Some("address = \"nobody\""), &[]).is_err());
        assert!(Config::from_layers(Some("imap_idle_seconds = 1800"), &[]).is_err());
        assert!(Config::from_layers(Some("[outbox]\nlease_seconds = 0"), &[]).is_err());
        assert!(Config::from_layers(Some("imap_processed_folder = \"\""), &[]).is_err());
        assert!(Config::from_layers(Some("[robots]\nthink_ms = 0"), &[]).is_err());
        assert!(Config::from_layers(Some("[robots]\nthreads = 0"), &[]).is_err());
        assert!(Config::from_layers(Some("[robots]\nthreads = 2"), &[]).is_ok());
        assert!(
            Config::from_layers(Some("imap_processed_folder = \"\"\nimap_move = false"), &[])
                .is_ok()
        );
    }
}
