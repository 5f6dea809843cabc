//! A picture to be drawn later: what a board mail stores in place of its
//! PNG. The outbox keeps a few kilobytes per mail instead of the picture's
//! sixty, and the drawing happens at delivery, beside the processing of
//! the next mails rather than inside its transaction.

use anyhow::Context;

use super::plane::{Mark, Piece, Tone};
use super::{BOARDS, Layout, picture, png_on};
use crate::games::{AnyGame, new_game};

/// Everything a position's picture is drawn from: the game (to draw its
/// board again when it is not kept), its board's key, and the pieces and
/// marks.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Recipe {
    game: String,
    options: Vec<String>,
    board: String,
    tones: [Tone; 2],
    pieces: Vec<Piece>,
    last: Vec<Mark>,
}

impl Recipe {
    /// The recipe of a position's picture, with the move on `last_line`
    /// (the last line of the game's log) marked; see [`super::picture`].
    pub fn of(game: &dyn AnyGame, last_line: Option<&str>) -> Recipe {
        Recipe::with_size(game, last_line).0
    }

    /// The recipe of a position's picture, and the picture's width and
    /// height in pixels.
    pub fn with_size(game: &dyn AnyGame, last_line: Option<&str>) -> (Recipe, (u32, u32)) {
        let picture = picture(game, last_line);
        let layout = Layout::of(&picture.board);
        let recipe = Recipe {
            game: game.name().to_string(),
            options: game.options(),
            board: picture.board.key,
            tones: picture.tones,
            pieces: picture.pieces,
            last: picture.last,
        };
        (recipe, (layout.width, layout.height))
    }

    /// As stored (JSON).
    pub fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec(self).expect("a recipe is plain data")
    }

    /// From its stored form.
    pub fn from_bytes(bytes: &[u8]) -> anyhow::Result<Recipe> {
        serde_json::from_slice(bytes).context("a stored picture recipe cannot be read")
    }

    /// The PNG: the same bytes as [`super::board_png`] of the position.
    pub fn draw(&self) -> anyhow::Result<Vec<u8>> {
        let board = BOARDS.get_with(&self.board, || {
            let options: Vec<&str> = self.options.iter().map(String::as_str).collect();
            let game = new_game(&self.game, &options)
                .map_err(|e| anyhow::anyhow!("{e}"))
                .with_context(|| format!("no board for the picture of a {} game", self.game))?;
            anyhow::Ok(picture(&*game, None).board)
        })?;
        Ok(png_on(&board, self.tones, &self.pieces, &self.last))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::picture::board_png;

    #[test]
    fn a_recipe_draws_the_picture_of_its_position() {
        let mut g = new_game("rin", &["-size=12"]).unwrap();
        let mut last = String::new();
        for m in ["5,5", "6,6", "7,7"] {
            last = g.play_text(m).unwrap();
        }
        let stored = Recipe::of(&*g, Some(&last)).to_bytes();
        assert!(stored.len() < 4096, "{} bytes", stored.len());
        let again = Recipe::from_bytes(&stored).unwrap();
        assert_eq!(again, Recipe::of(&*g, Some(&last)));
        assert_eq!(again.draw().unwrap(), board_png(&*g, Some(&last)));
    }

    #[test]
    fn a_broken_recipe_is_an_error() {
        assert!(Recipe::from_bytes(b"{\"game\":1}").is_err());
        let mut r = Recipe::of(&*new_game("yinsh", &[]).unwrap(), None);
        r.board = "no-such-board".into();
        r.game = "chess".into();
        assert!(r.draw().is_err());
    }
}
