//! Tests of the robot players across both games.
