//! Reading a delivery report (a bounce) that came back for one of the
//! server's mails.
