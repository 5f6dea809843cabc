use clap::{Parser, Subcommand};

/// ringmail: a play-by-email game server.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
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
}

fn main() {
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
        } => {
            let game = game.to_ascii_lowercase();
            let mut options = Vec::new();
            match (game.as_str(), blitz, size) {
                (_, true, Some(_)) => bad("--blitz and --size do not go together"),
                ("yinsh", _, Some(_)) => bad("--size is an option of rin, not yinsh"),
                ("rin", true, _) => bad("--blitz is an option of yinsh, not rin"),
                _ => {}
            }
            if blitz {
                options.push("-blitz".to_string());
            }
            if let Some(n) = size {
                options.push(format!("-size={n}"));
            }
            let options: Vec<&str> = options.iter().map(String::as_str).collect();
            ringmail::replay::run(&game, &options, json, file.as_deref())
        }
    };
    std::process::exit(code);
}

fn bad(msg: &str) -> ! {
    eprintln!("ringmail replay: {msg}");
    std::process::exit(1);
}
