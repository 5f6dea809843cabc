//! The mails of a loaded board: its board mails after a change, and
//! notices to its players in the board's thread, each in the player's
//! language.

use super::Loaded;
use crate::board_mail::glance::Change;
use crate::board_mail::thread::thread_draft;
use crate::board_mail::{board_drafts, one_subject};
use crate::language::Msg;
use crate::mail::compose::Draft;

impl Loaded {
    /// The board mails after a change: to both players, and a copy to
    /// each observer marked as such (all showing one picture).
    pub fn mails(&self, comments: &[(String, String)], new: bool) -> Vec<Draft> {
        let change = if new { Change::Started } else { Change::Played };
        self.mails_after(comments, change)
    }

    /// The board mails after a change the log does not show (an undo),
    /// told in `change`'s words at the top of each.
    pub fn mails_after(&self, comments: &[(String, String)], change: Change<'_>) -> Vec<Draft> {
        board_drafts(
            &self.addresses,
            self.one_subject,
            self.languages,
            &self.observers,
            &self.row,
            &self.moves,
            self.game.as_ref(),
            comments,
            change,
        )
    }

    /// A mail to both players (not to observers) in the board's thread,
    /// each in their language.
    pub fn notice(&self, subject: &str, body: &Msg) -> Vec<Draft> {
        (0..2)
            .flat_map(|seat| self.notice_to(seat, subject, body))
            .collect()
    }

    /// A mail to the player in `seat` alone, in the board's thread (under
    /// the board's one subject for a player who asked for it), in their
    /// language.
    pub fn notice_to(&self, seat: usize, subject: &str, body: &Msg) -> Vec<Draft> {
        self.text_to(seat, subject, self.languages[seat].text(body))
    }

    /// [`Loaded::notice_to`] with the text ended by a newline.
    pub(super) fn notice_line_to(&self, seat: usize, subject: &str, body: &Msg) -> Vec<Draft> {
        self.text_to(
            seat,
            subject,
            format!("{}\n", self.languages[seat].text(body)),
        )
    }

    /// A mail of `body` to the player in `seat` alone, in the board's
    /// thread.
    fn text_to(&self, seat: usize, subject: &str, body: String) -> Vec<Draft> {
        let subject = self.subject_for(seat, subject);
        self.addresses[seat]
            .iter()
            .map(|to| Draft {
                language: Some(self.languages[seat]),
                ..thread_draft(&self.row, Some(seat), to, &subject, body.clone())
            })
            .collect()
    }

    /// `subject` for the player in `seat`, or the board's one subject when
    /// they asked for it (`change subjects ... board`).
    pub fn subject_for(&self, seat: usize, subject: &str) -> String {
        if self.one_subject[seat] {
            one_subject(&self.row)
        } else {
            subject.to_string()
        }
    }
}
