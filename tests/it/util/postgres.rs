//! A throwaway PostgreSQL server for tests.
//!
//! The first call to [`fresh_database`] in a test process starts one server
//! for the whole process: `initdb` into a fresh temporary directory (trust
//! authentication, UTF8, locale C), then `pg_ctl start` on a free TCP port
//! of 127.0.0.1 with its unix socket inside that directory. Every call then
//! creates a new, empty database on it, so tests may run in parallel threads
//! without seeing each other's rows. [`fresh_tls_database`] does the same
//! on a second server of the process, which also offers TLS (`ssl=on`) with
//! a certificate the test made; its certificate and key are written into
//! the temporary directory (the key readable by the server's user only, as
//! PostgreSQL demands). [`CrashableServer`] is a server of one test's own,
//! which the test may crash and start again.
//!
//! Invariants:
//! - The binaries come from the newest `/usr/lib/postgresql/<major>/bin`;
//!   without them the first call panics, naming the `postgresql` package.
//! - PostgreSQL refuses to run as root: a root test process runs every
//!   PostgreSQL program as the `postgres` user (`runuser -u postgres --`)
//!   and hands it the temporary directory; otherwise they run as the
//!   current user.
//! - The server never outlives the test process, and leaves nothing behind.
//!   Statics are never dropped, so one keeper shell, in its own process
//!   group (a Ctrl-C on the tests does not reach it), owns the server's
//!   whole life, one step after another: it creates the cluster, starts it
//!   on the ports this process sends it through its stdin, and when that
//!   pipe closes (the kernel closes it when this process ends, however it
//!   ends) stops the server in immediate mode and deletes the directory.
//!   Because the keeper does every step itself, a test process killed in
//!   the middle of a start cannot leave a server behind.

use std::fs;
use std::io::{BufRead, BufReader, Lines, Write};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};

use super::free_port;

/// SQL that keeps a log of the outbox rows deleted (a row sent is deleted
/// when settled) and a view `outbox_ever` of every row written, deleted or
/// not (id, game, holder), for a test that asks which instance delivered.
pub const LOG_DELIVERIES: &str = "
    CREATE TABLE delivered (id BIGINT NOT NULL, game_id BIGINT, claimed_by TEXT);
    CREATE FUNCTION log_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        INSERT INTO delivered VALUES (OLD.id, OLD.game_id, OLD.claimed_by);
        RETURN NULL;
    END $$;
    CREATE TRIGGER log_delivery AFTER DELETE ON outbox
        FOR EACH ROW EXECUTE FUNCTION log_delivery();
    CREATE VIEW outbox_ever AS
        SELECT id, game_id, claimed_by FROM outbox
        UNION ALL SELECT id, game_id, claimed_by FROM delivered;";

/// The URL of a new, empty database on this process's throwaway server,
/// `postgres://postgres@127.0.0.1:<port>/<db>`; starts the server on first use.
pub fn fresh_database() -> String {
    let server = plain_server();
    server.url(&create_database(server))
}

/// This process's throwaway server without TLS, started on first use.
fn plain_server() -> &'static Server {
    static SERVER: OnceLock<Server> = OnceLock::new();
    SERVER.get_or_init(|| start(String::new()))
}

/// A server certificate for [`fresh_tls_database`]: the PEM certificate
/// (chain) and its PEM private key.
pub struct ServerCert {
    pub chain_pem: String,
    pub key_pem: String,
}

/// Like [`fresh_database`], on this process's throwaway server that offers
/// TLS with the certificate `cert` returns; `cert` is called only by the
/// first call, which starts that server.
pub fn fresh_tls_database(cert: impl FnOnce() -> ServerCert) -> String {
    static SERVER: OnceLock<Server> = OnceLock::new();
    let server = SERVER.get_or_init(|| {
        let cert = cert();
        start_with(|dir| tls_options(dir, &cert))
    });
    server.url(&create_database(server))
}

/// Like [`fresh_database`], but the URL reaches the server through its
/// Unix socket (`postgresql://postgres@%2F<dir>:<port>/<db>`), as an
/// instance on the database's own host would.
pub fn fresh_socket_database() -> String {
    let server = plain_server();
    server.socket_url(&create_database(server))
}

/// Creates a new, empty database on `server`; returns its name.
fn create_database(server: &Server) -> String {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    let name = format!("test_{}", NEXT.fetch_add(1, Ordering::Relaxed));
    let mut admin = postgres::Client::connect(&server.url("postgres"), postgres::NoTls)
        .expect("connect to the throwaway PostgreSQL server");
    admin
        .batch_execute(&format!("CREATE DATABASE {name}"))
        .expect("create a fresh test database");
    name
}

/// A throwaway server of one test's own, which the test may crash (stop in
/// immediate mode: no checkpoint, and its log buffers are not written out)
/// and start again; the shared servers above serve every test of the process,
/// so none of them may be stopped. Its commits that wait for the disk do
/// wait (`synchronous_commit = on`), and its WAL writer wakes by itself
/// only every 10 s, so the log of a commit that did not wait stays in the server's
/// memory until a commit that waits, a full page of log or the writer's
/// next round writes it out, and a crash before that loses it. (Like the
/// shared servers it runs with `fsync = off`: what reached the operating
/// system survives a crash of the server alone.) It is stopped and its
/// directory deleted when it is dropped.
pub struct CrashableServer {
    server: Server,
}

impl CrashableServer {
    pub fn start() -> CrashableServer {
        let more = "-c synchronous_commit=on -c wal_writer_delay=10000";
        CrashableServer {
            server: start(more.to_owned()),
        }
    }

    /// The URL of a new, empty database on it.
    pub fn fresh_database(&self) -> String {
        self.server.url(&create_database(&self.server))
    }

    /// Stops the server at once, in immediate mode.
    pub fn crash(&self) {
        self.server.keeper_says("crash", "crashed");
    }

    /// Starts the server again on its port, once it has recovered.
    pub fn restart(&self) {
        self.server
            .keeper_says(&self.server.port.to_string(), "started");
    }
}

/// The keeper stops the server when its stdin closes; waiting for it
/// leaves nothing behind when the test ends.
impl Drop for CrashableServer {
    fn drop(&mut self) {
        let keeper = self
            .server
            .keeper
            .get_mut()
            .unwrap_or_else(|e| e.into_inner());
        drop(keeper.child.stdin.take());
        let _ = keeper.child.wait();
    }
}

/// The running server. The shared ones are never dropped: the keeper's
/// stdin stays open until the process ends, and its closing stops the
/// server.
struct Server {
    port: u16,
    /// Where its Unix socket is.
    dir: PathBuf,
    keeper: Mutex<Keeper>,
}

/// The keeper shell and its answers.
struct Keeper {
    child: Child,
    answers: Lines<BufReader<ChildStdout>>,
}

impl Keeper {
    /// Sends the keeper one line; returns its answer.
    fn ask(&mut self, line: &str) -> String {
        let to_keeper = self.child.stdin.as_mut().expect("the keeper's stdin");
        writeln!(to_keeper, "{line}").expect("write to the keeper");
        self.answers.next().and_then(Result::ok).unwrap_or_default()
    }
}

impl Server {
    /// Sends the keeper `line`; panics with the server's log unless it
    /// answers `expected`.
    fn keeper_says(&self, line: &str, expected: &str) {
        let answer = self
            .keeper
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .ask(line);
        assert!(
            answer == expected,
            "the PostgreSQL keeper answered {answer:?} to {line:?}; the server's log:\n{}",
            fs::read_to_string(self.dir.join("server.log")).unwrap_or_default()
        );
    }

    fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    /// The URL of `database` through the server's Unix socket (its
    /// directory, percent-encoded, as the host).
    fn socket_url(&self, database: &str) -> String {
        let dir = self.dir.display().to_string().replace('/', "%2F");
        format!("postgresql://postgres@{dir}:{}/{database}", self.port)
    }
}

/// How many free ports to try: another process may take the one we found
/// between our probe and the server's bind.
const PORT_ATTEMPTS: usize = 5;

/// The keeper (see the module doc). Arguments: the temporary directory,
/// PostgreSQL's bin directory, the user to run it as (empty: this one),
/// more server options (`-c name=value …`, may be empty; they win over
/// the defaults here).
/// It answers `ready` (or `initdb failed` and the log) once the cluster
/// exists, then `started` or `failed` to each port it reads, and `crashed`
/// or `failed` to `crash` (a stop in immediate mode).
const KEEPER: &str = r#"
# A test process that died takes the reading end of stdout with it: an
# answer must not kill the keeper before it cleans up.
trap '' PIPE
dir=$1 bin=$2 user=$3 more=$4
pg() {
    program=$1
    shift
    if [ -n "$user" ]; then
        runuser -u "$user" -- "$bin/$program" "$@"
    else
        "$bin/$program" "$@"
    fi
}
if pg initdb --pgdata "$dir/data" --auth=trust --username=postgres --encoding=UTF8 \
    --locale=C --no-sync --no-instructions > "$dir/initdb.log" 2>&1
then
    echo ready
    while read -r port; do
        if [ "$port" = crash ]; then
            if pg pg_ctl --pgdata "$dir/data" --mode=immediate --wait --silent stop > /dev/null 2>&1
            then
                echo crashed
            else
                echo failed
            fi
            continue
        fi
        options="-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=300"
        options="$options -c fsync=off -c synchronous_commit=off -c full_page_writes=off $more"
        if pg pg_ctl --pgdata "$dir/data" --log "$dir/server.log" --wait --silent \
            -o "$options" start > /dev/null 2>&1
        then
            echo started
        else
            echo failed
        fi
    done
    pg pg_ctl --pgdata "$dir/data" --mode=immediate --wait --silent stop > /dev/null 2>&1
else
    echo initdb failed
    cat "$dir/initdb.log"
fi
rm -rf "$dir"
"#;

/// Starts a server with `more` server options.
fn start(more: String) -> Server {
    start_with(|_| more)
}

/// Starts a server with the server options `more` gives for its directory.
fn start_with(more: impl FnOnce(&Path) -> String) -> Server {
    let bin = binaries();
    let dir = tempfile::Builder::new()
        .prefix("damabot-pg-")
        .tempdir()
        .expect("create a temporary directory for PostgreSQL")
        .keep();
    let more = more(&dir);
    let user = if is_root() {
        run(Command::new("chown")
            .arg("-R")
            .arg("postgres:postgres")
            .arg(&dir));
        "postgres"
    } else {
        ""
    };
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(KEEPER)
        .arg("postgres-keeper")
        .arg(&dir)
        .arg(&bin)
        .arg(user)
        .arg(more)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .process_group(0)
        .spawn()
        .expect("start the PostgreSQL keeper shell");
    let answers = BufReader::new(child.stdout.take().expect("the keeper's stdout")).lines();
    let mut keeper = Keeper { child, answers };
    let port = serve(&mut keeper, &dir);
    Server {
        port,
        dir,
        keeper: Mutex::new(keeper),
    }
}

/// Writes `cert` into `dir` (the key readable by its owner only) and
/// returns the server options that turn TLS on with it.
fn tls_options(dir: &Path, cert: &ServerCert) -> String {
    let chain = dir.join("server.crt");
    let key = dir.join("server.key");
    fs::write(&chain, &cert.chain_pem).expect("write the server certificate");
    fs::write(&key, &cert.key_pem).expect("write the server key");
    fs::set_permissions(&key, fs::Permissions::from_mode(0o600)).expect("make the key private");
    format!(
        "-c ssl=on -c ssl_cert_file={} -c ssl_key_file={}",
        chain.display(),
        key.display()
    )
}

/// Has the keeper create the cluster and start it on a free port; returns
/// the port.
fn serve(keeper: &mut Keeper, dir: &Path) -> u16 {
    let first = keeper
        .answers
        .next()
        .and_then(Result::ok)
        .unwrap_or_default();
    assert!(
        first == "ready",
        "initdb failed:\n{}",
        keeper
            .answers
            .by_ref()
            .map_while(Result::ok)
            .collect::<Vec<_>>()
            .join("\n")
    );
    for _ in 0..PORT_ATTEMPTS {
        let port = free_port();
        if keeper.ask(&port.to_string()) == "started" {
            return port;
        }
    }
    panic!(
        "the throwaway PostgreSQL server did not start after {PORT_ATTEMPTS} ports; its log:\n{}",
        fs::read_to_string(dir.join("server.log")).unwrap_or_default()
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
