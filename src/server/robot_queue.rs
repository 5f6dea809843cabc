//! The order in which the robots take the boards due: in turn across the
//! players they play against, so that one player's many boards hold up
//! another player's robot move by one think at most.
//!
//! A pass of the robots reads the boards due anew before each think and
//! takes the first in [`fair_order`]: the longest waiting board of the
//! player served least recently in the pass, a player not served yet
//! first. So the boards of several players are taken one of each in turn,
//! and a board that became due during the pass, for a player not served
//! yet, goes before a second board of a player served already. A board's
//! player is the robot's opponent on it ([`RobotBoard::opponent`]); the
//! boards between two robots go by the other robot, one more player among
//! the others.

use std::collections::{HashMap, HashSet, VecDeque};

use crate::store::robots::RobotBoard;

/// What one pass of the robots has taken so far.
#[derive(Debug, Default)]
pub(super) struct PassQueue {
    /// The turn (counted from 1) in which each player was last served.
    served: HashMap<String, u64>,
    /// Boards taken in the pass.
    turns: u64,
    /// The board states taken: each is taken once in a pass.
    taken: HashSet<RobotBoard>,
    /// Boards a robot works on now.
    working: HashSet<i64>,
}

impl PassQueue {
    /// Takes the next board of `due` (the boards due as just read, the
    /// longest waiting first): the first in [`fair_order`] of those not
    /// taken before in the pass, not worked on now, and not a move on a
    /// board in `moved`. `None` when none is left.
    pub(super) fn take(
        &mut self,
        due: Vec<RobotBoard>,
        moved: &HashSet<i64>,
    ) -> Option<RobotBoard> {
        let open = due
            .into_iter()
            .filter(|b| !self.left_out(b, moved))
            .collect();
        let next = fair_order(open, &self.served).into_iter().next()?;
        self.turns += 1;
        self.served.insert(next.opponent.clone(), self.turns);
        self.taken.insert(next.clone());
        self.working.insert(next.board);
        Some(next)
    }

    /// Whether `b` waits for another pass, or for the robot's work on its
    /// board to end.
    fn left_out(&self, b: &RobotBoard, moved: &HashSet<i64>) -> bool {
        self.taken.contains(b)
            || self.working.contains(&b.board)
            || (b.offer.is_none() && moved.contains(&b.board))
    }

    /// Notes that the robot is done with `board`.
    pub(super) fn done(&mut self, board: i64) {
        self.working.remove(&board);
    }
}

/// Orders the boards due round-robin across their players: the player
/// served least recently first (by `served`, the turn in which each was
/// last served; a player not in it before all others), ties in the order
/// of the players' first boards; then one board of each player in turn,
/// each player's boards in the order given (the longest waiting first).
pub(super) fn fair_order(due: Vec<RobotBoard>, served: &HashMap<String, u64>) -> Vec<RobotBoard> {
    let total = due.len();
    let mut players: Vec<(String, VecDeque<RobotBoard>)> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for board in due {
        let i = *index.entry(board.opponent.clone()).or_insert_with(|| {
            players.push((board.opponent.clone(), VecDeque::new()));
            players.len() - 1
        });
        players[i].1.push_back(board);
    }
    // `None` (never served) sorts first; the sort is stable.
    players.sort_by_key(|(player, _)| served.get(player).copied());
    let mut order = Vec::with_capacity(total);
    while order.len() < total {
        for (_, boards) in &mut players {
            order.extend(boards.pop_front());
        }
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A move due for `robot` on `board` against `player`.
    fn turn(board: i64, player: &str) -> RobotBoard {
        RobotBoard {
            board,
            robot: "robot".into(),
            opponent: player.into(),
            moves: 0,
            offer: None,
            offered_by: None,
            offer_moves: None,
        }
    }

    fn boards(order: &[RobotBoard]) -> Vec<i64> {
        order.iter().map(|b| b.board).collect()
    }

    fn served(turns: &[(&str, u64)]) -> HashMap<String, u64> {
        turns.iter().map(|(p, t)| (p.to_string(), *t)).collect()
    }

    #[test]
    fn the_players_take_turns_each_with_their_longest_waiting_board_first() {
        let due = vec![
            turn(1, "carol"),
            turn(2, "carol"),
            turn(3, "carol"),
            turn(4, "dave"),
            turn(5, "erin"),
            turn(6, "dave"),
        ];
        assert_eq!(
            boards(&fair_order(due, &HashMap::new())),
            [1, 4, 5, 2, 6, 3]
        );
        assert!(fair_order(vec![], &HashMap::new()).is_empty());
    }

    #[test]
    fn the_player_served_least_recently_goes_first() {
        let due = vec![
            turn(1, "carol"),
            turn(2, "carol"),
            turn(3, "dave"),
            turn(4, "erin"),
        ];
        // Carol was served last, Dave before her, Erin not yet.
        let order = fair_order(due, &served(&[("carol", 2), ("dave", 1)]));
        assert_eq!(boards(&order), [4, 3, 1, 2]);
    }

    #[test]
    fn a_pass_takes_a_newly_due_board_of_a_player_not_served_before_a_second_board() {
        let mut queue = PassQueue::default();
        let none = HashSet::new();
        let carol = vec![turn(1, "carol"), turn(2, "carol"), turn(3, "carol")];
        assert_eq!(queue.take(carol.clone(), &none).unwrap().board, 1);
        queue.done(1);
        // Dave's board became due while the robot thought on board 1.
        let mut due = carol[1..].to_vec();
        due.push(turn(4, "dave"));
        assert_eq!(queue.take(due.clone(), &none).unwrap().board, 4);
        queue.done(4);
        // Then Carol's others, each once.
        assert_eq!(queue.take(due.clone(), &none).unwrap().board, 2);
        queue.done(2);
        assert_eq!(queue.take(due.clone(), &none).unwrap().board, 3);
        queue.done(3);
        assert_eq!(queue.take(due, &none), None);
    }

    #[test]
    fn a_pass_leaves_out_boards_worked_on_taken_or_moved_on() {
        let mut queue = PassQueue::default();
        let offer = RobotBoard {
            offer: Some("draw".into()),
            offered_by: Some("carol".into()),
            offer_moves: Some(0),
            ..turn(1, "carol")
        };
        let due = vec![offer.clone(), turn(1, "carol"), turn(2, "dave")];
        assert_eq!(queue.take(due.clone(), &HashSet::new()), Some(offer));
        // Board 1 is worked on: its move waits, Dave's board goes.
        assert_eq!(queue.take(due.clone(), &HashSet::new()).unwrap().board, 2);
        assert_eq!(queue.take(due.clone(), &HashSet::new()), None);
        queue.done(1);
        // A move on a board moved on already waits for the next pass; an
        // answer to an offer does not.
        let moved = HashSet::from([1]);
        assert_eq!(queue.take(due.clone(), &moved), None);
        assert_eq!(queue.take(due, &HashSet::new()), Some(turn(1, "carol")));
        // The same board later, with a move more: taken again.
        let later = RobotBoard {
            moves: 2,
            ..turn(1, "carol")
        };
        queue.done(1);
        assert_eq!(
            queue.take(vec![later.clone()], &HashSet::new()),
            Some(later)
        );
    }
}
