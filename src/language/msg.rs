//! A text named by its catalogue key, with its arguments, written out in
//! a language only when the recipient is known ([`super::Language::text`]).

/// One argument of a [`Msg`]: a text (user ids, moves, commands, another
/// message's words), a number (Fluent chooses plural forms by it), or
/// another message written in the same language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// Words written as they are.
    Text(String),
    /// A number.
    Number(i64),
    /// A message written in the recipient's language first.
    Msg(Msg),
}

/// A catalogue key and its arguments: the same message in every language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Msg {
    /// The catalogue key (`not-a-command`).
    pub key: &'static str,
    /// The named arguments.
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    /// The message with no arguments.
    pub fn new(key: &'static str) -> Msg {
        Msg {
            key,
            args: Vec::new(),
        }
    }

    /// The message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// The message with `f` applied to every text among its arguments
    /// (and its inner messages'): how secrets are masked in a message
    /// that echoes what the sender wrote.
    pub fn map_texts(self, f: &dyn Fn(&str) -> String) -> Msg {
        Msg {
            key: self.key,
            args: self
                .args
                .into_iter()
                .map(|(name, arg)| {
                    let arg = match arg {
                        Arg::Text(t) => Arg::Text(f(&t)),
                        Arg::Msg(m) => Arg::Msg(m.map_texts(f)),
                        n @ Arg::Number(_) => n,
                    };
                    (name, arg)
                })
                .collect(),
        }
    }
}

impl std::fmt::Display for Msg {
    /// The English text (for the operator's log and tests).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::Language::ENGLISH.text(self))
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<&&str> for Arg {
    fn from(s: &&str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Text(c.to_string())
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(m)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(i64, i32, u32, u64, usize, u8, u16, i16);

/// A [`Msg`]: the key (a string literal), then `name = value` pairs,
/// each value anything an [`Arg`] is made from (text, number, another
/// `Msg`).
#[macro_export]
macro_rules! msg {
    ($key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::language::Msg::new($key)$(.arg(stringify!($name), $value))*
    };
}

/// A message written in a language at once: the language, then what
/// [`msg!`] takes.
#[macro_export]
macro_rules! t {
    ($lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $lang.text(&$crate::msg!($key $(, $name = $value)*))
    };
}

impl Msg {
    /// Words shown as they are, in every language: what a player wrote,
    /// a command echoed, a list built of other messages.
    pub fn verbatim(text: impl Into<String>) -> Msg {
        Msg::new("verbatim").arg("text", text.into())
    }
}

/// A message written in a language at once, as one line: what [`t!`]
/// writes, and a line end.
#[macro_export]
macro_rules! tln {
    ($lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        format!("{}\n", $crate::t!($lang, $key $(, $name = $value)*))
    };
}
