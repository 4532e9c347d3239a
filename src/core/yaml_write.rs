//! `game.yaml` written without libyaml's emitter, for the values whose YAML is plain to tell:
//! the same bytes `serde_yaml::to_string` writes (block style, a sequence in a mapping not
//! indented, `[]` and `{}` when empty), in a fifth of the instructions (issue 25: a phase
//! writes its game once, and `--dry-run` writes it to show the diff).
//!
//! Only what is sure to be written as serde_yaml writes it is written here: a string starting
//! with a letter (or a digit, where serde_yaml reads it as a string), of letters, digits and a
//! few signs no YAML reader takes for anything else, and not a word serde_yaml reads as a
//! boolean or null (it sets no width: no line is folded); a string of digits only and the
//! empty string (quoted, as serde_yaml quotes what reads as a number or null);
//! integers, booleans, null. Anything else (a float, a tag, a string with a colon and a space,
//! a line break, a quote…) gives up, and the caller writes the whole value with serde_yaml:
//! [`to_string`] is `None`. `yaml_write_tests` holds the two writers to the same bytes.

use serde::ser::{self, Serialize};
use std::fmt;

/// `value` as `serde_yaml::to_string` writes it, or `None` where it holds anything this writer
/// leaves to serde_yaml.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    let mut writer = Writer {
        out: String::with_capacity(4096),
        place: Place::Top,
        frames: Vec::new(),
    };
    value.serialize(&mut writer).ok()?;
    Some(writer.out)
}

/// Where the next value goes.
#[derive(Clone, Copy)]
enum Place {
    /// The document itself.
    Top,
    /// After `key:`, the key at this column.
    MapValue(usize),
    /// After `- `, the dash at this column.
    SeqItem(usize),
}

/// An open sequence or mapping: the column of its entries, whether the first entry goes on
/// the line already started (after a `- `), how it was placed, how many entries so far.
struct Frame {
    indent: usize,
    inline_first: bool,
    place: Place,
    count: usize,
}

struct Writer {
    out: String,
    place: Place,
    frames: Vec<Frame>,
}

/// The writer gave up: serde_yaml writes the value.
#[derive(Debug)]
pub struct GiveUp;

impl fmt::Display for GiveUp {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("left to serde_yaml")
    }
}

impl std::error::Error for GiveUp {}

impl ser::Error for GiveUp {
    fn custom<T: fmt::Display>(_: T) -> Self {
        GiveUp
    }
}

type Done = Result<(), GiveUp>;

/// How serde_yaml writes a string, where it is sure: plain, or quoted where it would read
/// as something else (digits, the empty string).
fn scalar_text(text: &str, is_key: bool) -> Option<std::borrow::Cow<'_, str>> {
    let Some(first) = text.chars().next() else {
        // Null to YAML: quoted.
        return Some("''".into());
    };
    if text.bytes().all(|b| b.is_ascii_digit()) {
        // A number to YAML: quoted.
        return Some(format!("'{text}'").into());
    }
    // A key of more than 128 characters is no simple key to libyaml.
    if text.ends_with(' ') || (is_key && text.len() > 100) {
        return None;
    }
    let bytes = text.as_bytes();
    for (i, c) in text.char_indices() {
        let fine = match c {
            // `a:b` is plain; `a: b` and a colon at the end are a key.
            ':' => bytes.get(i + 1).is_some_and(|b| *b != b' '),
            ' ' | '-' | '_' | '.' | ',' | '/' | '(' | ')' | '+' => true,
            c => c.is_alphanumeric(),
        };
        if !fine {
            return None;
        }
    }
    if first.is_ascii_digit() {
        // `2E`, `2,3,3` are strings to serde_yaml, `1e5`, `0x1F`, `0123` are not: a string
        // starting with a digit is asked of serde_yaml's own reading (one or two a game).
        let string =
            serde_yaml::from_str::<serde_yaml::Value>(text).is_ok_and(|v| v.as_str() == Some(text));
        return (string && !first.eq(&'0')).then_some(text.into());
    }
    // A boolean or null to serde_yaml (it reads `yes`, `no`, `on`, `off` as strings).
    if !first.is_alphabetic()
        || (text.len() <= 5
            && matches!(
                text.to_ascii_lowercase().as_str(),
                "true" | "false" | "null"
            ))
    {
        return None;
    }
    Some(text.into())
}

impl Writer {
    fn indent(&mut self, n: usize) {
        self.out.extend(std::iter::repeat_n(' ', n));
    }

    /// A scalar at the place it goes.
    fn scalar(&mut self, text: &str) -> Done {
        let place = self.place;
        if let Place::MapValue(_) = place {
            self.out.push(' ');
        }
        self.out.push_str(text);
        self.out.push('\n');
        Ok(())
    }

    fn string(&mut self, text: &str) -> Done {
        let written = scalar_text(text, false).ok_or(GiveUp)?;
        self.scalar(&written)
    }

    /// A sequence or mapping opens where the next value goes.
    fn open(&mut self) {
        let place = self.place;
        let (indent, inline_first) = match place {
            Place::Top => (0, false),
            Place::MapValue(key) => (key, false),
            Place::SeqItem(dash) => (dash + 2, true),
        };
        self.frames.push(Frame {
            indent,
            inline_first,
            place,
            count: 0,
        });
    }

    /// A mapping's entries are indented under a key; a sequence's are not.
    fn open_map(&mut self) {
        self.open();
        if let Some(frame) = self.frames.last_mut()
            && let Place::MapValue(key) = frame.place
        {
            frame.indent = key + 2;
        }
    }

    /// Starts an entry of the open collection: its line and indentation.
    fn entry(&mut self) -> Result<usize, GiveUp> {
        let frame = self.frames.last_mut().ok_or(GiveUp)?;
        let (indent, first_inline, first, place) = (
            frame.indent,
            frame.inline_first,
            frame.count == 0,
            frame.place,
        );
        frame.count += 1;
        if first && let Place::MapValue(_) = place {
            self.out.push('\n');
        }
        if !(first && first_inline) {
            self.indent(indent);
        }
        Ok(indent)
    }

    /// Closes the open collection: `[]` or `{}` when it had no entry.
    fn close(&mut self, empty: &str) -> Done {
        let frame = self.frames.pop().ok_or(GiveUp)?;
        if frame.count == 0 {
            self.place = frame.place;
            self.scalar(empty)?;
        }
        Ok(())
    }

    fn key<T: Serialize + ?Sized>(&mut self, key: &T) -> Done {
        let indent = self.entry()?;
        let mut keys = KeyWriter(String::new());
        key.serialize(&mut keys)?;
        let written = scalar_text(&keys.0, true).ok_or(GiveUp)?;
        self.out.push_str(&written);
        self.out.push(':');
        self.place = Place::MapValue(indent);
        Ok(())
    }
}

/// A mapping's key: a string, written by [`scalar_text`].
struct KeyWriter(String);

macro_rules! give_up {
    ($($name:ident($($arg:ty),*)),* $(,)?) => {
        $(fn $name(self, $(_: $arg),*) -> Result<Self::Ok, GiveUp> {
            Err(GiveUp)
        })*
    };
}

macro_rules! give_up_compound {
    () => {
        type SerializeSeq = ser::Impossible<(), GiveUp>;
        type SerializeTuple = ser::Impossible<(), GiveUp>;
        type SerializeTupleStruct = ser::Impossible<(), GiveUp>;
        type SerializeTupleVariant = ser::Impossible<(), GiveUp>;
        type SerializeMap = ser::Impossible<(), GiveUp>;
        type SerializeStruct = ser::Impossible<(), GiveUp>;
        type SerializeStructVariant = ser::Impossible<(), GiveUp>;
        fn serialize_seq(self, _: Option<usize>) -> Result<Self::SerializeSeq, GiveUp> {
            Err(GiveUp)
        }
        fn serialize_tuple(self, _: usize) -> Result<Self::SerializeTuple, GiveUp> {
            Err(GiveUp)
        }
        fn serialize_tuple_struct(
            self,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleStruct, GiveUp> {
            Err(GiveUp)
        }
        fn serialize_tuple_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeTupleVariant, GiveUp> {
            Err(GiveUp)
        }
        fn serialize_map(self, _: Option<usize>) -> Result<Self::SerializeMap, GiveUp> {
            Err(GiveUp)
        }
        fn serialize_struct(
            self,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeStruct, GiveUp> {
            Err(GiveUp)
        }
        fn serialize_struct_variant(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: usize,
        ) -> Result<Self::SerializeStructVariant, GiveUp> {
            Err(GiveUp)
        }
    };
}

impl ser::Serializer for &mut KeyWriter {
    type Ok = ();
    type Error = GiveUp;
    give_up_compound!();
    give_up!(
        serialize_bool(bool),
        serialize_i8(i8),
        serialize_i16(i16),
        serialize_i32(i32),
        serialize_i64(i64),
        serialize_u8(u8),
        serialize_u16(u16),
        serialize_u32(u32),
        serialize_u64(u64),
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
        serialize_bytes(&[u8]),
        serialize_none(),
        serialize_unit(),
        serialize_unit_struct(&'static str),
    );
    fn serialize_str(self, v: &str) -> Done {
        self.0.push_str(v);
        Ok(())
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Done {
        self.serialize_str(variant)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, _: &T) -> Done {
        Err(GiveUp)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, v: &T) -> Done {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Done {
        Err(GiveUp)
    }
}

impl<'a> ser::Serializer for &'a mut Writer {
    type Ok = ();
    type Error = GiveUp;
    type SerializeSeq = &'a mut Writer;
    type SerializeTuple = &'a mut Writer;
    type SerializeTupleStruct = &'a mut Writer;
    type SerializeTupleVariant = ser::Impossible<(), GiveUp>;
    type SerializeMap = &'a mut Writer;
    type SerializeStruct = &'a mut Writer;
    type SerializeStructVariant = ser::Impossible<(), GiveUp>;

    give_up!(
        serialize_f32(f32),
        serialize_f64(f64),
        serialize_char(char),
        serialize_bytes(&[u8]),
    );

    fn serialize_bool(self, v: bool) -> Done {
        self.scalar(if v { "true" } else { "false" })
    }
    fn serialize_i8(self, v: i8) -> Done {
        self.serialize_i64(v.into())
    }
    fn serialize_i16(self, v: i16) -> Done {
        self.serialize_i64(v.into())
    }
    fn serialize_i32(self, v: i32) -> Done {
        self.serialize_i64(v.into())
    }
    fn serialize_i64(self, v: i64) -> Done {
        self.scalar(&v.to_string())
    }
    fn serialize_u8(self, v: u8) -> Done {
        self.serialize_u64(v.into())
    }
    fn serialize_u16(self, v: u16) -> Done {
        self.serialize_u64(v.into())
    }
    fn serialize_u32(self, v: u32) -> Done {
        self.serialize_u64(v.into())
    }
    fn serialize_u64(self, v: u64) -> Done {
        self.scalar(&v.to_string())
    }
    fn serialize_str(self, v: &str) -> Done {
        self.string(v)
    }
    fn serialize_none(self) -> Done {
        self.scalar("null")
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Done {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Done {
        self.scalar("null")
    }
    fn serialize_unit_struct(self, _: &'static str) -> Done {
        self.scalar("null")
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Done {
        self.string(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, v: &T) -> Done {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: &T,
    ) -> Done {
        // serde_yaml writes a tag.
        Err(GiveUp)
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self, GiveUp> {
        self.open();
        Ok(self)
    }
    fn serialize_tuple(self, len: usize) -> Result<Self, GiveUp> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _: &'static str, len: usize) -> Result<Self, GiveUp> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeTupleVariant, GiveUp> {
        Err(GiveUp)
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Self, GiveUp> {
        self.open_map();
        Ok(self)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, GiveUp> {
        self.open_map();
        Ok(self)
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        _: &'static str,
        _: usize,
    ) -> Result<Self::SerializeStructVariant, GiveUp> {
        Err(GiveUp)
    }
}

impl ser::SerializeSeq for &mut Writer {
    type Ok = ();
    type Error = GiveUp;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Done {
        let indent = self.entry()?;
        self.out.push_str("- ");
        self.place = Place::SeqItem(indent);
        v.serialize(&mut **self)
    }
    fn end(self) -> Done {
        self.close("[]")
    }
}

impl ser::SerializeTuple for &mut Writer {
    type Ok = ();
    type Error = GiveUp;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Done {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> Done {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeTupleStruct for &mut Writer {
    type Ok = ();
    type Error = GiveUp;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Done {
        ser::SerializeSeq::serialize_element(self, v)
    }
    fn end(self) -> Done {
        ser::SerializeSeq::end(self)
    }
}

impl ser::SerializeMap for &mut Writer {
    type Ok = ();
    type Error = GiveUp;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Done {
        self.key(key)
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Done {
        v.serialize(&mut **self)
    }
    fn end(self) -> Done {
        self.close("{}")
    }
}

impl ser::SerializeStruct for &mut Writer {
    type Ok = ();
    type Error = GiveUp;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, v: &T) -> Done {
        self.key(key)?;
        v.serialize(&mut **self)
    }
    fn end(self) -> Done {
        self.close("{}")
    }
}
