//! ringmail: a play-by-email game server.
//!
//! [`games`] holds the pure rules of every game; [`picture`] draws a
//! position's board picture, with the last move of its log marked;
//! [`commands`] the mail command language; [`mail`] mail in and out;
//! [`store`] the database;
//! [`server`] the loop that ties them; [`replay`] drives a game record
//! through the rules from the command line; [`robots`] are the robot
//! players; [`priority`] lets delivery's work yield to the processing of
//! mail.

pub mod accounts;
pub mod analysis;
pub mod applied;
pub mod board_mail;
pub mod boards;
pub mod check;
pub mod commands;
pub mod config;
pub mod engines;
pub mod games;
pub mod help;
pub mod language;
pub mod mail;
pub mod picture;
pub mod priority;
pub mod records;
pub mod replay;
pub mod reply_to_play;
pub mod robots;
pub mod seeks;
pub mod server;
pub mod store;
pub mod tokens;
pub mod tournaments;
pub mod userid;
