//! Persian (۰–۹) and Arabic-Indic (٠–٩) digits, as players type them.

/// `text` with Persian and Arabic-Indic digits replaced by ASCII digits.
pub(crate) fn to_ascii_digits(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{06F0}'..='\u{06F9}' => char::from(b'0' + (c as u32 - 0x06F0) as u8),
            '\u{0660}'..='\u{0669}' => char::from(b'0' + (c as u32 - 0x0660) as u8),
            other => other,
        })
        .collect()
}
