//! Games played over a real mail system: each test starts its own test bed
//! (`scripts/mailbed start DIR`: Postfix and Dovecot on loopback ports,
//! installed when missing), runs the server's loop in-process with the IMAP
//! inbound and the SMTP outbound, sends the players' mails to Postfix over
//! SMTP, and reads each player's mailbox over IMAP. A bed that cannot start
//! fails the test.
//!
//! One file a concern: `games.rs` (games by commands and by replies),
//! `imap.rs` (what the IMAP inbound meets), `postfix_pipe.rs` (`ringmail
//! deliver` behind Postfix); the imports they share are here.

mod games;
mod imap;
mod postfix_pipe;

use crate::support;

use std::time::{Duration, Instant};

use lettre::Message;
use lettre::message::header::ContentType;
use ringmail::games::Outcome;
use ringmail::mail::inbound_from;
use ringmail::server::Server;
use support::Out;
use support::SERVER as GAMES;
use support::bed::MailBed;
use support::mailbox::{PATIENCE, Running};
use support::real_game::{BedConfig, board_mail, run_server, sign_up_and_challenge};

use support::real_game::{ALICE, BOB};
