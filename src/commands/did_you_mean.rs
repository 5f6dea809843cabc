//! "Did you mean ...?": the known word nearest to a mistyped command word
//! (`yinish` -> `yinsh`, `mvoe` -> `move`).

use crate::mail::parse::{GAME_SUBCOMMANDS, SERVER_COMMANDS};

/// The command word (server command or game name) `word` is a slip of, if
/// any; `None` for a known word or one near to none.
pub fn command_word(word: &str) -> Option<&'static str> {
    let words = SERVER_COMMANDS.iter().chain(crate::games::GAMES.iter());
    nearest(word, words.copied())
}

/// The word after a game name that `word` is a slip of, if any.
pub fn subcommand(word: &str) -> Option<&'static str> {
    nearest(word, GAME_SUBCOMMANDS.iter().copied())
}

/// The nearest of `known` to `word` within the slips allowed for its
/// length (one for short words, two from six letters), when `word` is not
/// itself one of them. Words longer than 20 letters are never slips (and
/// never cost more than a fixed amount to compare).
fn nearest(word: &str, known: impl Iterator<Item = &'static str> + Clone) -> Option<&'static str> {
    let w = word.to_ascii_lowercase();
    if w.len() < 3 || w.len() > 20 || !w.is_ascii() || known.clone().any(|k| k == w) {
        return None;
    }
    let allowed = if w.len() >= 6 { 2 } else { 1 };
    let mut best: Option<(usize, &'static str)> = None;
    for k in known {
        let d = distance(w.as_bytes(), k.as_bytes());
        if d <= allowed && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, k));
        }
    }
    best.map(|(_, k)| k)
}

/// Edits (insert, delete, replace, swap of two neighbours) from `a` to `b`.
fn distance(a: &[u8], b: &[u8]) -> usize {
    let (n, m) = (a.len(), b.len());
    let mut d = vec![vec![0usize; m + 1]; n + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=n {
        for j in 1..=m {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut v = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                v = v.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = v;
        }
    }
    d[n][m]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slips() {
        assert_eq!(command_word("yinish"), Some("yinsh"));
        assert_eq!(command_word("YINHS"), Some("yinsh"));
        assert_eq!(command_word("sigunp"), Some("signup"));
        assert_eq!(command_word("hepl"), Some("help"));
        assert_eq!(subcommand("mvoe"), Some("move"));
        assert_eq!(subcommand("chalenge"), Some("challenge"));
        assert_eq!(subcommand("resing"), Some("resign"));
    }

    #[test]
    fn no_slips() {
        assert_eq!(command_word("yinsh"), None);
        assert_eq!(command_word("hello"), None);
        assert_eq!(command_word("thanks"), None);
        assert_eq!(command_word("is"), None);
        assert_eq!(subcommand("move"), None);
        assert_eq!(subcommand("dance"), None);
        assert_eq!(command_word(&"x".repeat(10_000)), None);
    }
}
