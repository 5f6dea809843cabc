//! After the game: the robot's analysis of a finished game
//! (spec/analysis.md). The robot judges every position
//! ([`crate::robots::analysis`]); here those judgements become the
//! numbers of each move (the mover's chance to win before and after it,
//! and the robot's preferred move where it differs), the moves marked
//! (the three largest drops of each player), the chart
//! ([`crate::picture::chart`]), the JSON the mail attaches, and the mail
//! itself, in the reader's language ([`mail`]).
//!
//! A chance to win is an expected score: a win 1, a draw half, a loss 0.
//! The numbers are kept rounded to three decimals, and the chart and the
//! table are drawn from the rounded numbers, so the JSON, the table and
//! the chart say the same.

pub mod board;
pub mod cli;
pub mod mail;

use serde::{Deserialize, Serialize};

use crate::picture::chart::Chart;
use crate::robots::analysis::Judgement;

/// Marked moves of each player at most.
pub const MARKED_PER_PLAYER: usize = 3;
/// The smallest drop of the mover's chance that is marked (2 points): a
/// move that loses less lost nothing worth showing.
pub const MIN_DROP: f64 = 0.02;

/// One move of the game, judged: an object of the JSON attachment.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Judged {
    /// Its number, from 1.
    pub number: usize,
    /// The move, in canonical notation.
    #[serde(rename = "move")]
    pub text: String,
    /// The player who made it.
    pub player: String,
    /// That player's colour (`white`, `black`).
    pub colour: String,
    /// The mover's chance to win before the move, 0 to 1.
    pub before: f64,
    /// The mover's chance to win after it, 0 to 1.
    pub after: f64,
    /// The robot's preferred move where it differs from the one played.
    pub best: Option<String>,
}

impl Judged {
    /// How much the move lost of the mover's chance (negative: gained).
    pub fn drop(&self) -> f64 {
        self.before - self.after
    }

    /// White's chance to win after the move.
    fn white_after(&self) -> f64 {
        white(&self.colour, self.after)
    }

    /// White's chance to win before the move.
    fn white_before(&self) -> f64 {
        white(&self.colour, self.before)
    }
}

/// A game's analysis: every move judged.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    /// The game (`yinsh`, `rin`).
    pub game: String,
    pub moves: Vec<Judged>,
}

/// A chance rounded to three decimals.
fn rounded(v: f32) -> f64 {
    round3(f64::from(v.clamp(0.0, 1.0)))
}

fn round3(v: f64) -> f64 {
    (v * 1000.0).round() / 1000.0
}

/// White's chance, from the chance of a player of `colour`.
fn white(colour: &str, chance: f64) -> f64 {
    if colour == "white" {
        chance
    } else {
        round3(1.0 - chance)
    }
}

impl Analysis {
    /// The analysis of a game from the robot's judgement of it: `players`
    /// and `colours` in seat order.
    pub fn from_judgement(
        game: &str,
        players: [&str; 2],
        colours: [&str; 2],
        j: &Judgement,
    ) -> Analysis {
        let mut moves = Vec::with_capacity(j.moves.len());
        for (i, text) in j.moves.iter().enumerate() {
            let (here, next) = (&j.positions[i], &j.positions[i + 1]);
            let seat = here.to_move.unwrap_or(0);
            let chance = |v: f32| rounded(if seat == 0 { v } else { 1.0 - v });
            moves.push(Judged {
                number: i + 1,
                text: text.clone(),
                player: players[seat].to_string(),
                colour: colours[seat].to_string(),
                before: chance(here.value),
                after: chance(next.value),
                best: here.best.clone().filter(|b| b != text),
            });
        }
        Analysis {
            game: game.to_string(),
            moves,
        }
    }

    /// The JSON attachment: one object a move.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(&self.moves).expect("numbers and strings serialize")
    }

    /// An analysis kept as its JSON.
    pub fn from_json(game: &str, json: &str) -> anyhow::Result<Analysis> {
        Ok(Analysis {
            game: game.to_string(),
            moves: serde_json::from_str(json)?,
        })
    }

    /// The marked moves, in the order they were played: the
    /// [`MARKED_PER_PLAYER`] largest drops of each player, each at least
    /// [`MIN_DROP`].
    pub fn marked(&self) -> Vec<&Judged> {
        let mut marked: Vec<&Judged> = Vec::new();
        let mut players: Vec<&str> = self.moves.iter().map(|m| m.player.as_str()).collect();
        players.sort_unstable();
        players.dedup();
        for p in players {
            let mut theirs: Vec<&Judged> = self
                .moves
                .iter()
                .filter(|m| m.player == p && m.drop() >= MIN_DROP)
                .collect();
            theirs.sort_by(|a, b| b.drop().total_cmp(&a.drop()).then(a.number.cmp(&b.number)));
            marked.extend(theirs.into_iter().take(MARKED_PER_PLAYER));
        }
        marked.sort_by_key(|m| m.number);
        marked
    }

    /// The first moves that were placements: a YINSH game's ring
    /// placements (written as one point, `e5`, where every later move
    /// names two); Rin has none.
    pub fn placements(&self) -> usize {
        if self.game != "yinsh" {
            return 0;
        }
        self.moves
            .iter()
            .take_while(|m| !m.text.contains('-') && m.text != "resign")
            .count()
    }

    /// The moves that removed a ring (YINSH: an `x` in the move).
    pub fn removals(&self) -> Vec<usize> {
        if self.game != "yinsh" {
            return Vec::new();
        }
        self.moves
            .iter()
            .filter(|m| m.text.contains('x'))
            .map(|m| m.number)
            .collect()
    }

    /// White's chance to win at each position: before the first move,
    /// then after each.
    pub fn white(&self) -> Vec<f64> {
        let mut v = Vec::with_capacity(self.moves.len() + 1);
        if let Some(first) = self.moves.first() {
            v.push(first.white_before());
        }
        v.extend(self.moves.iter().map(Judged::white_after));
        v
    }

    /// The chart of the analysis; the marked moves numbered from 1 in the
    /// order they were played.
    pub fn chart(&self) -> Chart {
        Chart {
            white: self.white().into_iter().map(|v| v as f32).collect(),
            placements: self.placements(),
            removals: self.removals(),
            marked: self
                .marked()
                .iter()
                .enumerate()
                .map(|(k, m)| (m.number, k as u32 + 1))
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::robots::analysis::Judged as Position;

    /// Four YINSH moves, seats alternating: white's third move (move 3)
    /// drops her from 60% to 20%.
    fn judgement() -> Judgement {
        let p = |value: f32, to_move: Option<usize>, best: Option<&str>| Position {
            value,
            to_move,
            best: best.map(str::to_string),
        };
        Judgement {
            positions: vec![
                p(0.5, Some(0), Some("e5")),
                p(0.55, Some(1), Some("f6")),
                p(0.6, Some(0), Some("c3-c4")),
                p(0.2, Some(1), Some("g7-g8")),
                p(0.1, None, None),
            ],
            moves: vec!["e5".into(), "f6".into(), "a2-a3".into(), "g7-g8x".into()],
            playouts: 400,
        }
    }

    #[test]
    fn each_move_gets_the_movers_chance_before_and_after() {
        let a =
            Analysis::from_judgement("yinsh", ["alice", "bob"], ["white", "black"], &judgement());
        let m = &a.moves;
        assert_eq!(
            (m[0].before, m[0].after, m[0].best.as_deref()),
            (0.5, 0.55, None)
        );
        assert_eq!(
            (m[1].player.as_str(), m[1].before, m[1].after),
            ("bob", 0.45, 0.4)
        );
        assert_eq!(m[2].best.as_deref(), Some("c3-c4"));
        assert_eq!((m[2].before, m[2].after), (0.6, 0.2));
        assert_eq!(a.white(), [0.5, 0.55, 0.6, 0.2, 0.1]);
        assert_eq!(a.placements(), 2);
        assert_eq!(a.removals(), [4]);
        let marked: Vec<usize> = a.marked().iter().map(|m| m.number).collect();
        // Alice's drop of 40 points; bob's 5 (0.45 to 0.40) and none else.
        assert_eq!(marked, [2, 3]);
        let chart = a.chart();
        assert_eq!(chart.marked, [(2, 1), (3, 2)]);
        // Kept as JSON and read back: the same.
        let json = a.to_json();
        assert!(json.contains("\"move\": \"a2-a3\""), "{json}");
        assert_eq!(Analysis::from_json("yinsh", &json).unwrap(), a);
    }

    #[test]
    fn at_most_three_drops_of_each_player_are_marked() {
        let moves: Vec<Judged> = (1..=12)
            .map(|n| Judged {
                number: n,
                text: format!("m{n}"),
                player: if n % 2 == 1 { "alice" } else { "bob" }.into(),
                colour: if n % 2 == 1 { "white" } else { "black" }.into(),
                before: 0.5,
                after: 0.5 - n as f64 / 100.0,
                best: None,
            })
            .collect();
        let a = Analysis {
            game: "rin".into(),
            moves,
        };
        let marked: Vec<usize> = a.marked().iter().map(|m| m.number).collect();
        assert_eq!(marked, [7, 8, 9, 10, 11, 12]);
        assert_eq!(a.placements(), 0);
    }
}
