//! Each game's help: its rules summary and notation, with a board as the
//! board mails draw it.

use crate::language::Language;
use crate::t;

/// The empty YINSH board with its labels, as board mails draw it.
const YINSH_BOARD: &str = include_str!("../games/yinsh/empty-board.txt");

/// An 8 x 8 Rin board with a Black stone on 3,2 and a White one on 3,5,
/// as board mails draw it.
const RIN_BOARD: &str = concat!(
    "     0  1  2  3  4  5  6  7\n",
    " 0   .  .  .  .  .  .  .  .\n",
    " 1   .  .  .  .  .  .  .  .\n",
    " 2   .  .  .  .  .  .  .  .\n",
    " 3   .  .  x  .  .  o  .  .\n",
    " 4   .  .  .  .  .  .  .  .\n",
    " 5   .  .  .  .  .  .  .  .\n",
    " 6   .  .  .  .  .  .  .  .\n",
    " 7   .  .  .  .  .  .  .  .\n",
);

/// A board picture indented by two spaces, without the last line end
/// (the help message has its own).
fn indented(board: &str) -> String {
    board
        .lines()
        .map(|l| format!("  {l}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// A game's help (rules in brief, notation, the board), in a language;
/// `None` for a name that is no game here.
pub fn text(lang: Language, game: &str) -> Option<String> {
    let text = match game {
        "yinsh" => t!(lang, "help-yinsh", board = indented(YINSH_BOARD)),
        "rin" => t!(lang, "help-rin", board = indented(RIN_BOARD)),
        _ => return None,
    };
    Some(format!("{text}\n"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_has_help_in_every_language() {
        for lang in Language::all() {
            for g in crate::games::GAMES {
                let t = text(lang, g).unwrap_or_else(|| panic!("no help for {g}"));
                assert!(t.contains(&format!("{g} challenge")), "{g}: {t}");
                assert!(t.contains(&format!("{g} move BOARD userid password")));
            }
        }
        assert!(text(Language::ENGLISH, "chess").is_none());
    }

    #[test]
    fn the_english_help_is_the_one_of_before() {
        for (g, old) in [
            ("yinsh", include_str!("../../tests/fixtures/help/yinsh.txt")),
            ("rin", include_str!("../../tests/fixtures/help/rin.txt")),
        ] {
            assert_eq!(text(Language::ENGLISH, g).unwrap(), old, "{g}");
        }
    }

    #[test]
    fn the_french_help_has_the_boards_as_they_are() {
        let fr = Language::from_code("fr").expect("French");
        let yinsh = text(fr, "yinsh").unwrap();
        for l in YINSH_BOARD.lines() {
            assert!(yinsh.contains(&format!("\n  {l}\n")), "{l:?}: {yinsh}");
        }
        let rin = text(fr, "rin").unwrap();
        assert!(rin.contains(&indented(RIN_BOARD)), "{rin}");
    }
}
