//! Mail server addresses in configuration values:
//! `SCHEME://[USER[:PASSWORD]@]HOST[:PORT][/PATH]`, with `%XX` escapes in
//! the user and password (`games%40example.org`).

use anyhow::{Context, bail};

/// How the connection is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Security {
    /// None (for loopback tests).
    Plain,
    /// A plain connection upgraded with STARTTLS before logging in.
    StartTls,
    /// TLS from the first byte.
    Tls,
}

/// A parsed server address.
#[derive(Clone, PartialEq, Eq)]
pub struct MailUrl {
    /// How the connection is protected.
    pub security: Security,
    /// The user name, decoded.
    pub user: Option<String>,
    /// The password, decoded.
    pub password: Option<String>,
    /// Host name or address (IPv6 without brackets).
    pub host: String,
    /// The port (the scheme's usual one when absent).
    pub port: u16,
    /// The path without its leading `/`, decoded (an IMAP folder).
    pub path: String,
}

impl std::fmt::Debug for MailUrl {
    // Never a password in a log line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MailUrl")
            .field("security", &self.security)
            .field("user", &self.user)
            .field("password", &self.password.as_ref().map(|_| "***"))
            .field("host", &self.host)
            .field("port", &self.port)
            .field("path", &self.path)
            .finish()
    }
}

impl std::fmt::Display for MailUrl {
    /// The address without the password.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let security = match self.security {
            Security::Plain => "no TLS",
            Security::StartTls => "STARTTLS",
            Security::Tls => "TLS",
        };
        if let Some(user) = &self.user {
            write!(f, "{user} at ")?;
        }
        write!(f, "{}:{}", self.host, self.port)?;
        if !self.path.is_empty() {
            write!(f, "/{}", self.path)?;
        }
        write!(f, " ({security})")
    }
}

/// Decodes `%XX` escapes.
pub fn percent_decode(s: &str) -> anyhow::Result<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = s
                .get(i + 1..i + 3)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .with_context(|| format!("bad %-escape in '{s}'"))?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).with_context(|| format!("'{s}' does not decode to UTF-8"))
}

impl MailUrl {
    /// Parses `spec`; `schemes` maps each accepted scheme to its security
    /// and default port.
    pub fn parse(spec: &str, schemes: &[(&str, Security, u16)]) -> anyhow::Result<MailUrl> {
        let names = || {
            schemes
                .iter()
                .map(|(s, _, _)| format!("{s}://"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let (scheme, rest) = spec
            .split_once("://")
            .with_context(|| format!("not a server address (use {})", names()))?;
        let &(_, security, default_port) = schemes
            .iter()
            .find(|(s, _, _)| s.eq_ignore_ascii_case(scheme))
            .with_context(|| format!("scheme '{scheme}' is not one of {}", names()))?;
        let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
        let (userinfo, hostport) = match authority.rsplit_once('@') {
            Some((u, h)) => (Some(u), h),
            None => (None, authority),
        };
        let (user, password) = match userinfo {
            None => (None, None),
            Some(u) => match u.split_once(':') {
                Some((u, p)) => (Some(percent_decode(u)?), Some(percent_decode(p)?)),
                None => (Some(percent_decode(u)?), None),
            },
        };
        let (host, port) = if let Some(v6) = hostport.strip_prefix('[') {
            let (h, after) = v6.split_once(']').context("unclosed '[' in the host")?;
            (h, after.strip_prefix(':'))
        } else {
            match hostport.rsplit_once(':') {
                Some((h, p)) => (h, Some(p)),
                None => (hostport, None),
            }
        };
        if host.is_empty() {
            bail!("no host in the server address");
        }
        let port = match port {
            Some(p) => p.parse().with_context(|| format!("bad port '{p}'"))?,
            None => default_port,
        };
        Ok(MailUrl {
            security,
            user: user.filter(|u| !u.is_empty()),
            password,
            host: host.to_string(),
            port,
            path: percent_decode(path)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const S: &[(&str, Security, u16)] = &[
        ("imap", Security::Plain, 143),
        ("imap+starttls", Security::StartTls, 143),
        ("imaps", Security::Tls, 993),
    ];

    #[test]
    fn full_address() {
        let u = MailUrl::parse(
            "imaps://games%40example.org:p%3Aw@mail.example.org/INBOX",
            S,
        )
        .unwrap();
        assert_eq!(u.security, Security::Tls);
        assert_eq!(u.user.as_deref(), Some("games@example.org"));
        assert_eq!(u.password.as_deref(), Some("p:w"));
        assert_eq!(u.host, "mail.example.org");
        assert_eq!(u.port, 993);
        assert_eq!(u.path, "INBOX");
        assert!(!format!("{u:?} {u}").contains("p:w"), "no password shown");
    }

    #[test]
    fn ports_paths_and_schemes() {
        let u = MailUrl::parse("imap://u:pw@127.0.0.1:14300/INBOX", S).unwrap();
        assert_eq!((u.security, u.port), (Security::Plain, 14300));
        let u = MailUrl::parse("IMAP+STARTTLS://h", S).unwrap();
        assert_eq!(
            (u.security, u.port, u.user, u.path),
            (Security::StartTls, 143, None, String::new())
        );
        let u = MailUrl::parse("imap://u@[::1]:1443/Folder%20x", S).unwrap();
        assert_eq!(
            (u.host.as_str(), u.port, u.path.as_str()),
            ("::1", 1443, "Folder x")
        );
        // A raw '@' in the password: the last '@' ends the user part.
        let u = MailUrl::parse("imap://a%40b.org:x@y@h", S).unwrap();
        assert_eq!(
            (u.user.as_deref(), u.password.as_deref()),
            (Some("a@b.org"), Some("x@y"))
        );
    }

    #[test]
    fn bad_addresses() {
        for bad in [
            "imap:/h",
            "pop3://h",
            "imap://u:p@",
            "imap://h:99999",
            "imap://h:x",
            "imap://u%4:p@h",
        ] {
            assert!(MailUrl::parse(bad, S).is_err(), "{bad}");
        }
    }
}
