//! Reply to play: a board mail to the player to move carries a `Reply-To`
//! address `games+play-TOKEN@domain`, and a mail to that address is read
//! as that player's mail on that board (its first line a move, or
//! `resign`, `propose`, `accept`, `reject`, `undo`), without a password.
//!
//! A token is random ([`crate::tokens::new_token`], about 103 bits) and kept only
//! as its SHA-256; it is good for one player on one board, in a mail from
//! one of that player's confirmed addresses, and goes when their password
//! or addresses change, when they sign off, and when
//! the board is over (a trigger deletes the tokens of a board whose status
//! becomes `over`, and a token is checked against the board's status when
//! used). The one mail that carries it is stored with the token masked;
//! the token waits beside the stored copy until the mail is sent, and is
//! put back into the mail as it goes ([`set_aside`], [`put_back`]).

use sqlx::AnyConnection;

use crate::config::Config;
use crate::games::GAMES;
use crate::language::Msg;
use crate::mail::parse::{CommandLine, ParsedMail, is_command_line};
use crate::store::MailTx;
use crate::tokens::MASK;
use crate::tokens::{PLAY_PREFIX, TOKEN_LEN, new_token, token_hash};

/// The prefix of a play token in the local part of an address.
pub const PREFIX: &str = PLAY_PREFIX;

/// A written board mail's stored form: the play token of its `Reply-To`
/// masked, there and in the HTML part's `mailto:` link to the same
/// address, and the token, to wait beside the stored copy until the mail
/// is sent ([`put_back`]). So the stored copy needs no masking after
/// sending. A mail without a play token in its `Reply-To` is returned as
/// it is.
pub fn set_aside(raw: Vec<u8>) -> (Vec<u8>, Option<String>) {
    let Some((start, end)) = reply_to_line(&raw) else {
        return (raw, None);
    };
    let Some(at) = token_at(&raw[start..end]).map(|at| start + at) else {
        return (raw, None);
    };
    let token = String::from_utf8_lossy(&raw[at..at + TOKEN_LEN]).into_owned();
    // The token is random: wherever else it stands, it is this one.
    let found = format!("{PREFIX}{token}@");
    let masked = format!("{PREFIX}{MASK}@");
    (
        replace_all(&raw, found.as_bytes(), masked.as_bytes()),
        Some(token),
    )
}

/// The mail to send: `raw` (a stored copy from [`set_aside`]) with `token`
/// back in its `Reply-To` and in the HTML part's `mailto:` links. (What
/// players wrote is escaped in the HTML part, so no `href="mailto:` is
/// theirs.)
pub fn put_back(raw: &[u8], token: &str) -> Vec<u8> {
    let masked = format!("{PREFIX}{MASK}@");
    let filled = format!("{PREFIX}{token}@");
    let mut places: Vec<usize> = Vec::new();
    if let Some(at) = reply_to_line(raw)
        .and_then(|(start, end)| find(&raw[start..end], masked.as_bytes()).map(|at| start + at))
    {
        places.push(at);
    }
    const LINK: &[u8] = b"href=\"mailto:";
    let mut from = 0;
    while let Some(p) = find(&raw[from..], LINK) {
        let href = from + p + LINK.len();
        let end = raw[href..]
            .iter()
            .position(|b| *b == b'"' || b.is_ascii_whitespace())
            .map_or(raw.len(), |e| href + e);
        if let Some(at) = find(&raw[href..end], masked.as_bytes()) {
            places.push(href + at);
        }
        from = end;
    }
    let mut out = Vec::with_capacity(raw.len() + places.len() * token.len());
    let mut i = 0;
    for at in places {
        out.extend_from_slice(&raw[i..at]);
        out.extend_from_slice(filled.as_bytes());
        i = at + masked.len();
    }
    out.extend_from_slice(&raw[i..]);
    out
}

/// Where `needle` first stands in `hay` (ASCII case ignored).
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    hay.windows(needle.len())
        .position(|w| w.eq_ignore_ascii_case(needle))
}

/// `raw` with every `from` replaced by `to`.
fn replace_all(raw: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(raw.len());
    let mut i = 0;
    while let Some(p) = find(&raw[i..], from) {
        out.extend_from_slice(&raw[i..i + p]);
        out.extend_from_slice(to);
        i += p + from.len();
    }
    out.extend_from_slice(&raw[i..]);
    out
}

/// Where the `Reply-To` line of a mail's header is (from its name to its
/// line end): the server writes that line, so a token found there is its
/// own, whatever other addresses in the header look like.
fn reply_to_line(raw: &[u8]) -> Option<(usize, usize)> {
    const NAME: &[u8] = b"reply-to:";
    let head = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map_or(raw.len(), |p| p + 2);
    let mut line = 0;
    while line < head {
        let end = raw[line..head]
            .windows(2)
            .position(|w| w == b"\r\n")
            .map_or(head, |p| line + p);
        if raw[line..end].len() >= NAME.len()
            && raw[line..line + NAME.len()].eq_ignore_ascii_case(NAME)
        {
            return Some((line, end));
        }
        line = end + 2;
    }
    None
}

/// Where the first play token of `line` starts (`play-` then
/// [`TOKEN_LEN`] letters and digits, then `@`).
fn token_at(line: &[u8]) -> Option<usize> {
    let mut from = 0;
    while let Some(p) = line[from..]
        .windows(PREFIX.len())
        .position(|w| w.eq_ignore_ascii_case(PREFIX.as_bytes()))
    {
        let at = from + p + PREFIX.len();
        let token = line.get(at..at + TOKEN_LEN + 1);
        if token.is_some_and(|t| {
            t[..TOKEN_LEN].iter().all(u8::is_ascii_alphanumeric) && t[TOKEN_LEN] == b'@'
        }) {
            return Some(at);
        }
        from = at;
    }
    None
}

/// Makes a new token for `userid` on `board`, stores its hash and returns
/// the address that carries it (`None`, and nothing stored, when the
/// configuration has no recipient delimiter).
pub async fn issue(
    c: &mut AnyConnection,
    config: &Config,
    board: i64,
    userid: &str,
) -> anyhow::Result<Option<String>> {
    let token = new_token();
    let Some(address) = config.token_address(&format!("{PREFIX}{token}")) else {
        return Ok(None);
    };
    crate::store::strangers::add_play_token(
        c,
        &token_hash(&token),
        board,
        userid,
        crate::store::now(),
    )
    .await?;
    Ok(Some(address))
}

/// What a token grants: the player on a board of a game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    pub game: String,
    pub board: i64,
    pub userid: String,
}

/// The grant of a token, when it is known and its board is not over.
pub async fn grant(c: &mut AnyConnection, token: &str) -> anyhow::Result<Option<Grant>> {
    let row: Option<(String, i64, String, String)> = sqlx::query_as(
        "SELECT g.game, t.board, t.userid, g.status FROM play_tokens t
           JOIN games g ON g.board = t.board
          WHERE t.token_hash = $1",
    )
    .bind(token_hash(&token.to_ascii_lowercase()))
    .fetch_optional(&mut *c)
    .await?;
    Ok(row
        .filter(|(_, _, _, status)| status != "over")
        .map(|(game, board, userid, _)| Grant {
            game,
            board,
            userid,
        }))
}

/// The token of a recipient address of the server (`games+play-TOKEN@...`).
pub fn recipient_token<'a>(config: &Config, recipients: &'a [String]) -> Option<&'a str> {
    config.recipient_token(recipients, PREFIX)
}

/// The command a reply's first line stands for, written out in full for
/// `grant` (the password word is a placeholder that the grant stands in
/// for); `None` when the line is not a move or a vote word.
pub fn command_line(grant: &Grant, line: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let word = match words[..] {
        [m] => m.to_string(),
        // `MOVE #N` as well as `MOVE#N`.
        [m, n] if n.starts_with('#') => format!("{m}{n}"),
        _ => return None,
    };
    word.bytes().all(|b| b.is_ascii_graphic()).then(|| {
        format!(
            "{} move {} {} {GRANTED} {word}",
            grant.game, grant.board, grant.userid
        )
    })
}

/// What a mail to a play token's address is.
#[derive(Debug)]
pub enum ReplyPlay {
    /// Its first line is a command (or its subject is): read as usual.
    Usual,
    /// Refused, with why (nothing is played), for the sender's language.
    Refused(Msg),
    /// The grant, the first line as written, and the command it stands for
    /// (with the lines after it as its comment).
    Play(Grant, String, CommandLine),
}

/// Reads a mail from `sender` to the address of play token `token`. The
/// token proves that the mail answers a board mail; the sender must be one
/// of that player's confirmed addresses too, to prove it comes from them.
pub async fn read(
    tx: &mut MailTx,
    mail: &ParsedMail,
    sender: &str,
    token: &str,
) -> anyhow::Result<ReplyPlay> {
    let mut rest = mail.own_text.lines().skip_while(|l| l.trim().is_empty());
    let first = rest.next().map(str::trim).unwrap_or("");
    if mail.commands.iter().any(|c| c.from_subject) || is_command_line(first, GAMES) {
        return Ok(ReplyPlay::Usual);
    }
    let known = if token.len() <= 64 && token.bytes().all(|b| b.is_ascii_alphanumeric()) {
        grant(tx.conn().await?, token).await?
    } else {
        None
    };
    let Some(g) = known else {
        return Ok(ReplyPlay::Refused(crate::msg!("play-reply-unknown")));
    };
    if crate::store::owner_of(tx.conn().await?, sender)
        .await?
        .as_deref()
        != Some(&g.userid)
    {
        return Ok(ReplyPlay::Refused(crate::msg!("play-reply-wrong-sender")));
    }
    if first.is_empty() {
        // All of it was quote (or signature): nothing the player wrote.
        return Ok(ReplyPlay::Refused(crate::msg!(
            "play-reply-no-move",
            game = &g.game,
            board = g.board,
        )));
    }
    let Some(text) = command_line(&g, first) else {
        return Ok(ReplyPlay::Refused(crate::msg!(
            "play-reply-not-a-move",
            game = &g.game,
            board = g.board,
            text = first_words(first, 60),
        )));
    };
    // The lines after the move are its comment (command lines, which may
    // carry a password, are not).
    let comment: Vec<&str> = rest.filter(|l| !is_command_line(l, GAMES)).collect();
    let comment = crate::tokens::mask_tokens_in_text(comment.join("\n").trim_matches('\n'));
    Ok(ReplyPlay::Play(
        g,
        first.to_string(),
        CommandLine {
            text,
            comment,
            from_subject: false,
        },
    ))
}

/// The password word of a command written for a grant: never checked (the
/// grant stands in for it) and never a password anyone has.
pub const GRANTED: &str = "(reply)";

/// The first words of `line` that fit in `max` characters: whole words
/// only, so that the server's masking of passwords, which goes word by
/// word, finds each one whole.
fn first_words(line: &str, max: usize) -> String {
    let mut out = String::new();
    for word in line.split_whitespace() {
        let len = out.chars().count() + word.chars().count() + usize::from(!out.is_empty());
        if len > max {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_quotes_whole_words_only() {
        assert_eq!(
            first_words("yinish move 101 alice apw e5", 60),
            "yinish move 101 alice apw e5"
        );
        assert_eq!(first_words("abc defgh ij", 9), "abc defgh");
        assert_eq!(first_words("abc defgh ij", 8), "abc");
        assert_eq!(first_words(&"x".repeat(61), 60), "");
    }

    #[test]
    fn a_token_is_set_aside_and_put_back() {
        let token = "aB3dE5gH7jK9mN1pQ3sT";
        let head = format!(
            "From: games@x.org\r\nReply-To: games+play-{token}@x.org\r\nSubject: s\r\n\r\n"
        );
        let link = format!("<a href=\"mailto:games+play-{token}@x.org?subject=s\">");
        let raw = format!("{head}{link}\r\nbody games+play-{token}@x.org\r\n");
        let (stored, aside) = set_aside(raw.clone().into_bytes());
        assert_eq!(aside.as_deref(), Some(token));
        let stored_text = String::from_utf8(stored.clone()).unwrap();
        assert!(stored_text.contains("Reply-To: games+play-********@x.org\r\n"));
        // Set aside wherever it stands; put back in the header and the link
        // alone.
        assert!(!stored_text.contains(token));
        assert_eq!(
            String::from_utf8(put_back(&stored, token)).unwrap(),
            format!("{head}{link}\r\nbody games+play-********@x.org\r\n")
        );
        // A mail without one stays as it is.
        let plain = b"From: a@b\r\n\r\nplay-********@x\r\n".to_vec();
        assert_eq!(set_aside(plain.clone()), (plain.clone(), None));
        assert_eq!(put_back(&plain, token), plain);
        // Something like a token but not one (too short) is left alone.
        let short = b"Reply-To: games+play-abc@x.org\r\n\r\n".to_vec();
        assert_eq!(set_aside(short.clone()).1, None);
        // Only the Reply-To's token, whatever the other addresses hold.
        let decoy = "p1ayxxxxxxxxxxxxxxxx".replace("p1ay", "abcd");
        let two = format!(
            "To: bob+play-{decoy}@y.org\r\nReply-To: games+play-{token}@x.org\r\n\r\nhi\r\n"
        );
        let (stored, aside) = set_aside(two.clone().into_bytes());
        assert_eq!(aside.as_deref(), Some(token));
        let stored_text = String::from_utf8(stored.clone()).unwrap();
        assert!(stored_text.starts_with(&format!("To: bob+play-{decoy}@y.org\r\n")));
        assert!(!stored_text.contains(token));
        assert_eq!(put_back(&stored, token), two.into_bytes());
        // Whatever the recipient delimiter.
        let dashed = format!("Reply-To: games-play-{token}@x.org\r\n\r\nhi\r\n");
        let (stored, aside) = set_aside(dashed.clone().into_bytes());
        assert_eq!(aside.as_deref(), Some(token));
        assert_eq!(put_back(&stored, token), dashed.into_bytes());
    }

    #[test]
    fn lines() {
        let g = Grant {
            game: "yinsh".into(),
            board: 101,
            userid: "alice".into(),
        };
        assert_eq!(
            command_line(&g, "e5-e6").as_deref(),
            Some("yinsh move 101 alice (reply) e5-e6")
        );
        assert_eq!(
            command_line(&g, "e5-e6 #7").as_deref(),
            Some("yinsh move 101 alice (reply) e5-e6#7")
        );
        assert_eq!(
            command_line(&g, "resign").as_deref(),
            Some("yinsh move 101 alice (reply) resign")
        );
        assert_eq!(command_line(&g, "thanks for the game"), None);
        assert_eq!(command_line(&g, "héllo"), None);
    }

    #[test]
    fn recipients() {
        let c = Config::from_layers(None, &[]).unwrap();
        let r = vec![
            "bob@example.org".to_string(),
            "games+play-abc@localhost".to_string(),
        ];
        assert_eq!(recipient_token(&c, &r), Some("abc"));
        let r = vec!["games+confirm-abc@localhost".to_string()];
        assert_eq!(recipient_token(&c, &r), None);
    }
}
