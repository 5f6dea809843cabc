mod game_cli;
mod mail_cli;

use std::io::Read;
use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand};
use ringmail::config::Config;
use ringmail::mail::compose::build_plain;
use ringmail::mail::inbound_from;
use ringmail::mail::maildir::Maildir;
use ringmail::server::Server;
use tracing::error;

/// ringmail: a play-by-email game server.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Runs the server: reads mail, applies commands, sends replies.
    Serve {
        /// A configuration file layered over the defaults.
        #[arg(long)]
        config: Option<PathBuf>,
        /// Process everything waiting, deliver what can be delivered, exit.
        #[arg(long)]
        once: bool,
    },
    /// Reads the configuration and says, one line each, what the server
    /// would use and whether it works (database, inbound, outbound,
    /// engines), sending nothing. Exit 0 when all is well, else 1.
    Check {
        /// A configuration file layered over the defaults.
        #[arg(long)]
        config: Option<PathBuf>,
    },
    /// Processes one message from standard input (for an MTA pipe).
    /// Exit 0 when processed, 75 when it could not be stored.
    Deliver {
        /// A configuration file layered over the defaults.
        #[arg(long)]
        config: Option<PathBuf>,
        /// The envelope recipient (Postfix: `--recipient ${recipient}`),
        /// read before the mail's own headers: a reply to a board mail is
        /// addressed to a token of it.
        #[arg(long)]
        recipient: Option<String>,
    },
    /// Writes a message into the inbound Maildir, as if a player mailed it.
    Inject {
        /// A configuration file layered over the defaults.
        #[arg(long)]
        config: Option<PathBuf>,
        /// The player's address: alice@example.org, <alice@example.org> or
        /// "Alice <alice@example.org>".
        #[arg(long)]
        from: String,
        /// The subject.
        #[arg(long, default_value = "")]
        subject: String,
        /// The body; standard input when absent (empty when that is a
        /// terminal).
        body: Option<String>,
    },
    /// Looks at the mail the server has recorded.
    Mail {
        #[command(subcommand)]
        what: MailCommand,
    },
    /// Plays a game record (one move per line) through the rules engine and
    /// prints the final position.
    Replay {
        /// The game: yinsh or rin.
        game: String,
        /// YINSH: play a blitz game (one row wins).
        #[arg(long)]
        blitz: bool,
        /// Rin: the board size (even, 8 to 20).
        #[arg(long)]
        size: Option<u32>,
        /// Print the position as one JSON object.
        #[arg(long)]
        json: bool,
        /// The record; standard input when absent.
        file: Option<String>,
    },
    /// Writes the record files (GAME-N.txt, .json, .gif) of every finished
    /// board into a folder.
    Export {
        /// Only boards of this game (yinsh, rin).
        #[arg(long)]
        game: Option<String>,
        /// Only boards that ended on or after this day (2026-11-01) or time
        /// (RFC 3339).
        #[arg(long)]
        since: Option<String>,
        /// A configuration file layered over the defaults.
        #[arg(long)]
        config: Option<PathBuf>,
        /// The folder (made when missing).
        dir: PathBuf,
    },
    /// Prints the robot's move for the player to move after a game record
    /// (one move per line, as replay reads it).
    Robot {
        /// The game: yinsh or rin.
        game: String,
        /// YINSH: a blitz game (one row wins).
        #[arg(long)]
        blitz: bool,
        /// Rin: the board size (even, 8 to 20).
        #[arg(long)]
        size: Option<u32>,
        /// Wall time to think, in milliseconds (default 2000).
        #[arg(long, value_name = "MS", conflicts_with = "playouts")]
        think: Option<u64>,
        /// Search this many playouts instead of a time.
        #[arg(long, value_name = "N")]
        playouts: Option<u64>,
        /// Fixes the robot's choices (with --playouts, the move).
        #[arg(long, value_name = "S")]
        seed: Option<u64>,
        /// Search on this many threads, each growing a tree of its own.
        #[arg(long, value_name = "N", default_value_t = 1)]
        threads: usize,
        /// The record; standard input when absent.
        file: Option<String>,
    },
    /// The robot's analysis of a finished game record (one move per line):
    /// the marked moves as a table, or every move's numbers as JSON, and
    /// the chart as a PNG file.
    #[command(alias = "analyze")]
    Analyse {
        /// The game: yinsh or rin.
        game: String,
        /// YINSH: a blitz game (one row wins).
        #[arg(long)]
        blitz: bool,
        /// Rin: the board size (even, 8 to 20).
        #[arg(long)]
        size: Option<u32>,
        /// Print every move's numbers as JSON instead of the table.
        #[arg(long)]
        json: bool,
        /// Write the chart to this PNG file.
        #[arg(long, value_name = "FILE.png")]
        chart: Option<PathBuf>,
        /// Playouts each position is searched with.
        #[arg(long, value_name = "N", default_value_t = 25_000)]
        playouts: u64,
        /// Fixes the robot's choices.
        #[arg(long, value_name = "S", default_value_t = 1)]
        seed: u64,
        /// The record; standard input when absent.
        file: Option<String>,
    },
    /// Plays two players against each other and prints wins, draws and
    /// losses of the first with a 95% interval on its score.
    Match {
        /// The game: yinsh or rin.
        game: String,
        /// The first player: robot, robot-easy, robot-2026, uct or greedy, with an
        /// optional budget a move (robot:500 is 500 ms, uct:2000p 2000
        /// playouts).
        a: String,
        /// The second player, written the same way.
        b: String,
        /// YINSH: blitz games.
        #[arg(long)]
        blitz: bool,
        /// Rin: the board size (even, 8 to 20).
        #[arg(long)]
        size: Option<u32>,
        /// Games to play (the players swap colours every game).
        #[arg(long, default_value_t = 10)]
        games: usize,
        /// Plays the match from this game on: a long match in parts, each
        /// game the same as in the whole match.
        #[arg(long, value_name = "K", default_value_t = 1)]
        first: usize,
        /// Nodes each robot's tree may hold (the server's robots.max_nodes);
        /// 200,000 when absent.
        #[arg(long, value_name = "N")]
        nodes: Option<usize>,
        /// Milliseconds a move for players given without a budget.
        #[arg(long, value_name = "MS", conflicts_with = "playouts")]
        think: Option<u64>,
        /// Playouts a move for players given without a budget.
        #[arg(long, value_name = "N")]
        playouts: Option<u64>,
        /// Random opening lines before the players take over.
        #[arg(long, default_value_t = 4)]
        opening: u32,
        /// Fixes the openings and the players' seeds.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Games played at once, each on its own thread.
        #[arg(long, default_value_t = 1)]
        jobs: usize,
    },
}

#[derive(Subcommand)]
enum MailCommand {
    /// Lists the mails whose handling failed for good (recorded with the
    /// reason, taken out of the inbox, never tried again).
    Failed {
        /// A configuration file layered over the defaults.
        #[arg(long)]
        config: Option<PathBuf>,
    },
    /// Lists the addresses that bounce (they get no mail): player, since,
    /// status and reason.
    Bounced {
        /// A configuration file layered over the defaults.
        #[arg(long)]
        config: Option<PathBuf>,
    },
    /// Ends the bouncing of an address by hand: it takes mail again, and
    /// its player's clocks run again.
    Revive {
        /// The address.
        address: String,
        /// A configuration file layered over the defaults.
        #[arg(long)]
        config: Option<PathBuf>,
    },
}

/// EX_TEMPFAIL: the MTA keeps the message and tries again.
const EX_TEMPFAIL: i32 = 75;

/// glibc's malloc raises its mmap threshold each time a large block is
/// freed; after that, large buffers (a picture's pixels, a mail with its
/// picture) come from per-thread heaps that keep the memory they once held.
/// A fixed threshold hands every block over 128 KiB back to the system
/// when freed (`cargo bench --bench memory` measures the difference).
fn keep_large_blocks_returned() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets an allocator parameter.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 128 * 1024);
    }
}

fn main() {
    // What ringmail creates (the database and its journal, mail files,
    // folders) is for its own user only: files 0600, folders 0700.
    // SAFETY: umask only sets this process's file mode mask.
    unsafe { libc::umask(0o077) };
    keep_large_blocks_returned();
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 1 } else { 0 };
            let _ = e.print();
            std::process::exit(code);
        }
    };
    let code = match cli.command {
        Command::Replay {
            game,
            blitz,
            size,
            json,
            file,
        } => game_cli::replay(&game, blitz, size, json, file.as_deref()),
        Command::Export {
            game,
            since,
            config,
            dir,
        } => run_async(mail_cli::export(config, game, since, dir)),
        Command::Robot {
            game,
            blitz,
            size,
            think,
            playouts,
            seed,
            threads,
            file,
        } => game_cli::robot(
            &game,
            blitz,
            size,
            think,
            playouts,
            seed,
            threads,
            file.as_deref(),
        ),
        Command::Analyse {
            game,
            blitz,
            size,
            json,
            chart,
            playouts,
            seed,
            file,
        } => game_cli::analyse(
            &game,
            blitz,
            size,
            json,
            chart.as_deref(),
            playouts,
            seed,
            file.as_deref(),
        ),
        Command::Match {
            game,
            a,
            b,
            blitz,
            size,
            games,
            first,
            nodes,
            think,
            playouts,
            opening,
            seed,
            jobs,
        } => game_cli::play_match(
            &game,
            [&a, &b],
            blitz,
            size,
            (games, first),
            (think, playouts),
            nodes,
            opening,
            seed,
            jobs,
        ),
        Command::Serve { config, once } => run_async(serve(config, once)),
        Command::Deliver { config, recipient } => run_async(deliver(config, recipient)),
        Command::Mail {
            what: MailCommand::Failed { config },
        } => run_async(mail_cli::failed(config)),
        Command::Mail {
            what: MailCommand::Bounced { config },
        } => run_async(mail_cli::bounced(config)),
        Command::Mail {
            what: MailCommand::Revive { address, config },
        } => run_async(mail_cli::revive(config, address)),
        Command::Check { config } => run_async(async move {
            match Config::load(config.as_deref()) {
                Ok(config) => ringmail::check::print(&ringmail::check::check(&config).await),
                Err(e) => {
                    println!("FAIL  config     {e:#}");
                    1
                }
            }
        }),
        Command::Inject {
            config,
            from,
            subject,
            body,
        } => match inject(config, &from, &subject, body) {
            Ok(name) => {
                println!("{name}");
                0
            }
            Err(e) => {
                eprintln!("ringmail inject: {e:#}");
                1
            }
        },
    };
    std::process::exit(code);
}

fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_env("RINGMAIL_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        // Colours only on a terminal: a log file gets plain text.
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
}

fn run_async(f: impl std::future::Future<Output = i32>) -> i32 {
    init_logging();
    match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt.block_on(f),
        Err(e) => {
            eprintln!("ringmail: cannot start the runtime: {e}");
            1
        }
    }
}

async fn serve(config: Option<PathBuf>, once: bool) -> i32 {
    let result = async {
        let config = Config::load(config.as_deref())?;
        let mut inbox = inbound_from(&config)?;
        let server = Server::open(config).await?;
        let (tx, rx) = tokio::sync::watch::channel(false);
        tokio::spawn(async move {
            shutdown_signal().await;
            tracing::info!("stopping after the mail in hand");
            let _ = tx.send(true);
        });
        server.run(inbox.as_mut(), rx, once).await
    }
    .await;
    match result {
        Ok(0) => 0,
        Ok(failed) => {
            error!(
                failed,
                "some mails could not be processed; they stay in the inbox"
            );
            1
        }
        Err(e) => {
            error!(error = format!("{e:#}"), "stopped");
            1
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(s) => s,
                Err(_) => {
                    let _ = ctrl_c.await;
                    return;
                }
            };
        tokio::select! {
            _ = ctrl_c => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    {
        let _ = ctrl_c.await;
    }
}

async fn deliver(config: Option<PathBuf>, recipient: Option<String>) -> i32 {
    let result = async {
        let config = Config::load(config.as_deref())?;
        let max = config.max_mail_bytes;
        let mut raw = Vec::new();
        std::io::stdin()
            .lock()
            .take(max as u64 + 1)
            .read_to_end(&mut raw)
            .context("cannot read the message from standard input")?;
        let oversize = raw.len() > max;
        if oversize {
            // Drain the rest so the MTA sees the message taken.
            std::io::copy(&mut std::io::stdin().lock(), &mut std::io::sink())?;
        }
        // The envelope recipient goes first, as a `Delivered-To` header (as
        // a local delivery agent writes it), when it is a plain address.
        if let Some(r) = recipient.as_deref().map(str::trim).filter(|r| {
            r.len() <= 320
                && r.contains('@')
                && r.bytes()
                    .all(|b| b.is_ascii_graphic() && b != b'<' && b != b'>')
        }) {
            let crlf = raw.windows(2).any(|w| w == b"\r\n");
            let header = format!("Delivered-To: {r}{}", if crlf { "\r\n" } else { "\n" });
            raw.splice(0..0, header.into_bytes());
        }
        let server = Server::open(config).await?;
        let processed = server.process(&raw, oversize).await?;
        anyhow::Ok((server, processed))
    }
    .await;
    match result {
        Ok((server, processed)) => {
            tracing::info!(?processed, "delivered");
            // The mail is stored: a robot it made to move answers now, so
            // that its move goes out with the replies.
            if let Err(e) = server.run_robots_once().await {
                error!(error = format!("{e:#}"), "the robots wait for the next run");
            }
            if let Err(e) = server.deliver_due().await {
                error!(error = format!("{e:#}"), "replies wait in the outbox");
            }
            0
        }
        Err(e) => {
            error!(
                error = format!("{e:#}"),
                "message not stored; the MTA should retry"
            );
            EX_TEMPFAIL
        }
    }
}

fn inject(
    config: Option<PathBuf>,
    from: &str,
    subject: &str,
    body: Option<String>,
) -> anyhow::Result<String> {
    let config = Config::load(config.as_deref())?;
    let Some(path) = config.inbound.strip_prefix("maildir:") else {
        anyhow::bail!(
            "inject writes into a Maildir, but the inbound is {}",
            config.inbound
        );
    };
    let body = match body {
        Some(b) => b,
        // Nothing piped in: an empty body, rather than waiting on a terminal.
        None if std::io::IsTerminal::is_terminal(&std::io::stdin()) => String::new(),
        None => std::io::read_to_string(std::io::stdin())
            .context("cannot read the body from standard input")?,
    };
    let Some(from) = ringmail::mail::pasted_address(from) else {
        anyhow::bail!(
            "'{}' is not a mail address: write it as alice@example.org, <alice@example.org> or Alice <alice@example.org>",
            from.escape_debug()
        );
    };
    let raw = build_plain(&from, &config.address, subject, &body, config.domain())?;
    let md = Maildir::open(path, config.max_mail_bytes)?;
    md.deliver(&raw)
}
