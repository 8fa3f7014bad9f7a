//! Every log line of this test process, at every level, so that a test can
//! look for a token in them or wait for a line.
//!
//! A process has one global tracing subscriber: the first call installs
//! this capture as it (with the Discord adapter's own directives, which
//! quiet the websocket library's frame dumps as the binary does), and it
//! stays for the rest of the process. Tests running beside each other
//! write into the same buffer.

use std::io::Write;
use std::sync::{Arc, Mutex, OnceLock};

use damabot::adapters::discord;

/// The captured lines, installing the capture on first use.
fn buffer() -> &'static Arc<Mutex<Vec<u8>>> {
    static LOGS: OnceLock<Arc<Mutex<Vec<u8>>>> = OnceLock::new();
    LOGS.get_or_init(|| {
        let buffer = Arc::new(Mutex::new(Vec::new()));
        let sink = Sink(Arc::clone(&buffer));
        let filter = discord::LOG_DIRECTIVES
            .iter()
            .filter_map(|d| d.parse().ok())
            .fold(tracing_subscriber::EnvFilter::new("trace"), |f, d| {
                f.add_directive(d)
            });
        let installed = tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_ansi(false)
            .with_writer(move || sink.clone())
            .try_init();
        assert!(
            installed.is_ok(),
            "the log capture must be the only subscriber"
        );
        buffer
    })
}

/// Installs the capture, if no test has yet.
pub fn capture() {
    buffer();
}

/// Everything logged so far.
pub fn text() -> String {
    String::from_utf8_lossy(&buffer().lock().unwrap_or_else(|e| e.into_inner())).into_owned()
}

#[derive(Clone)]
struct Sink(Arc<Mutex<Vec<u8>>>);

impl Write for Sink {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}
