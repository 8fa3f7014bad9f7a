//! `/load` with a file: a PDN record attached to the command's message, or
//! to the message the command answers. Both adapters fetch the file from
//! their platform and hand it here; what comes out is the command as if
//! the record had been pasted after `/load` (a variant typed after it
//! still counts), or the refusal that says why the file was not read.
//!
//! Files are read up to [`MAX_RECORD_FILE`] bytes: a long game's record is
//! a few KiB, and a larger file is refused before, or while, it is
//! downloaded, never read whole.

use crate::adapters::without_nul;
use crate::app::{Command, Invalid, MAX_RECORD_FILE, RecordFile};
use crate::text::parse;

/// Whether `command`, read from a message's text, asks for a record it was
/// not given: then a file attached to the message, or to the one it
/// answers, is the record.
pub(crate) fn wants_file(command: &Command) -> bool {
    matches!(command, Command::Invalid(Invalid::MissingRecord))
}

/// Whether a file of `size` bytes is more than `/load` reads.
pub(crate) fn too_large(size: u64) -> bool {
    size > u64::from(MAX_RECORD_FILE)
}

/// The refusal of a file larger than [`MAX_RECORD_FILE`].
pub(crate) fn refused_as_too_large() -> RecordFile {
    RecordFile::TooLarge {
        limit_kib: MAX_RECORD_FILE / 1024,
    }
}

/// The text of an attached file from its bytes, or the reason there is
/// none: UTF-8, without a leading byte-order mark (which editors may
/// write) and without NUL characters.
pub(crate) fn record_text(file: Result<Vec<u8>, RecordFile>) -> Result<String, RecordFile> {
    let record =
        file.and_then(|bytes| String::from_utf8(bytes).map_err(|_| RecordFile::NotText))?;
    Ok(without_nul(record.trim_start_matches('\u{feff}')))
}

/// The command `text` (a `/load` without a record) stands for once the
/// attached file's bytes, or the reason there are none, are known.
pub(crate) fn command(text: &str, file: Result<Vec<u8>, RecordFile>) -> Command {
    match record_text(file) {
        Ok(record) => parse::parse(&format!("{}\n{record}", text.trim()))
            .unwrap_or(Command::Invalid(Invalid::MissingRecord)),
        Err(refusal) => Command::Invalid(Invalid::RecordFile(refusal)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const RECORD: &str = "[GameType \"20\"]\n1. 32-28 19-23 *\n";

    #[test]
    fn the_file_is_the_record_and_a_typed_variant_still_counts() {
        let pasted = parse::parse(&format!("/load {RECORD}")).expect("a command");
        assert!(matches!(pasted, Command::Load(_)));
        assert_eq!(
            command("/load", Ok(format!("\u{feff}{RECORD}").into_bytes())),
            pasted
        );
        let fen = command("/load russian", Ok(b"W:Wg7:Bd6".to_vec()));
        assert_eq!(
            fen,
            parse::parse("/load russian W:Wg7:Bd6").expect("a command")
        );
    }

    #[test]
    fn a_file_that_is_not_text_or_not_had_is_refused_with_its_reason() {
        assert_eq!(
            command("/load", Ok(vec![0xff, 0xfe, 0x00])),
            Command::Invalid(Invalid::RecordFile(RecordFile::NotText))
        );
        assert_eq!(
            command("/load", Err(refused_as_too_large())),
            Command::Invalid(Invalid::RecordFile(RecordFile::TooLarge { limit_kib: 64 }))
        );
        assert!(too_large(64 * 1024 + 1));
        assert!(!too_large(64 * 1024));
    }
}
