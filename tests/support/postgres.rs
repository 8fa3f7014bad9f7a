//! A throwaway PostgreSQL server for tests.
//!
//! The first call to [`fresh_database`] in a test process starts one server
//! for the whole process: `initdb` into a fresh temporary directory (trust
//! authentication, UTF8, locale C), then `pg_ctl start` on a free TCP port
//! of 127.0.0.1 with its unix socket inside that directory. Every call then
//! creates a new, empty database on it, so tests may run in parallel threads
//! without seeing each other's rows.
//!
//! Invariants:
//! - The binaries come from the newest `/usr/lib/postgresql/<major>/bin`;
//!   without them the first call panics, naming the `postgresql` package.
//! - PostgreSQL refuses to run as root: a root test process runs every
//!   PostgreSQL program as the `postgres` user (`runuser -u postgres --`)
//!   and hands it the temporary directory; otherwise they run as the
//!   current user.
//! - The server never outlives the test process, and leaves nothing behind.
//!   Statics are never dropped, so a watcher shell, in its own process
//!   group (a Ctrl-C on the tests does not reach it), blocks reading a pipe
//!   whose only writer this process holds. The kernel closes that pipe when
//!   the process ends, however it ends; the watcher then stops the server
//!   (immediate mode) and deletes the directory.

use std::fs;
use std::net::TcpListener;
use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

/// The URL of a new, empty database on this process's throwaway server,
/// `postgres://postgres@127.0.0.1:<port>/<db>`; starts the server on first use.
pub fn fresh_database() -> String {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    let server = server();
    let name = format!("test_{}", NEXT.fetch_add(1, Ordering::Relaxed));
    let mut admin = postgres::Client::connect(&server.url("postgres"), postgres::NoTls)
        .expect("connect to the throwaway PostgreSQL server");
    admin
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .expect("create a fresh test database");
    server.url(&name)
}

/// The running server. Never dropped: `_watcher` stays open until the
/// process ends, and its closing stops the server.
struct Server {
    port: u16,
    _watcher: ChildStdin,
}

impl Server {
    fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }
}

fn server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(start)
}

/// How many free ports to try: another process may take the one we found
/// between our probe and the server's bind.
const PORT_ATTEMPTS: usize = 5;

fn start() -> Server {
    let bin = binaries();
    let as_postgres = is_root();
    let dir = tempfile::Builder::new()
        .prefix("damabot-pg-")
        .tempdir()
        .expect("create a temporary directory for PostgreSQL")
        .keep();
    if as_postgres {
        run(Command::new("chown").arg("postgres:postgres").arg(&dir));
    }
    let data = dir.join("data");
    let log = dir.join("server.log");
    let watcher = watch(&dir, pg_ctl_stop(&bin, as_postgres, &data));
    run(program(&bin, "initdb", as_postgres)
        .arg("--pgdata")
        .arg(&data)
        .args(["--auth=trust", "--username=postgres", "--encoding=UTF8"])
        .args(["--locale=C", "--no-sync", "--no-instructions"]));
    for _ in 0..PORT_ATTEMPTS {
        let port = free_port();
        let options = format!(
            "-c listen_addresses=127.0.0.1 -p {port} -k {} \
             -c fsync=off -c synchronous_commit=off -c full_page_writes=off \
             -c max_connections=300",
            dir.display()
        );
        let started = program(&bin, "pg_ctl", as_postgres)
            .arg("--pgdata")
            .arg(&data)
            .arg("--log")
            .arg(&log)
            .args(["--wait", "--silent", "-o", &options, "start"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .expect("run pg_ctl start");
        if started.success() {
            return Server {
                port,
                _watcher: watcher,
            };
        }
    }
    panic!(
        "the throwaway PostgreSQL server did not start after {PORT_ATTEMPTS} ports; its log:\n{}",
        fs::read_to_string(&log).unwrap_or_default()
    );
}

/// The newest installed PostgreSQL's `bin` directory.
fn binaries() -> PathBuf {
    let newest = fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let major: u32 = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").is_file().then_some((major, bin))
        })
        .max();
    match newest {
        Some((_, bin)) => bin,
        None => panic!(
            "these tests need a PostgreSQL server: no /usr/lib/postgresql/*/bin/initdb found; \
             install the `postgresql` package (`apt-get install postgresql`; .ci/run does this)"
        ),
    }
}

fn is_root() -> bool {
    fs::metadata("/proc/self").expect("read /proc/self").uid() == 0
}

/// A PostgreSQL program, run as the `postgres` user when we are root.
fn program(bin: &Path, name: &str, as_postgres: bool) -> Command {
    let path = bin.join(name);
    if as_postgres {
        let mut command = Command::new("runuser");
        command.args(["-u", "postgres", "--"]).arg(path);
        command
    } else {
        Command::new(path)
    }
}

/// The command line that stops the server at once.
fn pg_ctl_stop(bin: &Path, as_postgres: bool, data: &Path) -> Command {
    let mut command = program(bin, "pg_ctl", as_postgres);
    command
        .arg("--pgdata")
        .arg(data)
        .args(["--mode=immediate", "--wait", "--silent", "stop"]);
    command
}

/// Starts the watcher that runs `stop` and deletes `dir` once this process
/// has ended; returns the pipe whose closing tells it so.
// The watcher is never waited for: it must outlive this process.
#[allow(clippy::zombie_processes)]
fn watch(dir: &Path, stop: Command) -> ChildStdin {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(r#"dir=$1; shift; read -r _ ; "$@"; rm -rf "$dir""#)
        .arg("postgres-watcher")
        .arg(dir)
        .arg(stop.get_program())
        .args(stop.get_args())
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn()
        .expect("start the PostgreSQL watcher");
    child.stdin.take().expect("the watcher's stdin")
}

/// Runs a setup command to completion; panics with its output if it fails.
fn run(command: &mut Command) {
    let output = command
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("run {:?}: {e}", command.get_program()));
    assert!(
        output.status.success(),
        "{command:?} failed: {}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

/// A TCP port of 127.0.0.1 that was free a moment ago.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("find a free port on 127.0.0.1")
        .port()
}
