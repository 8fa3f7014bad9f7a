# The damabot image: `docker build -t damabot .` (docs/operations.md#docker).
# Checked without a Docker engine; docs/operations.md says how.

# Build: the dist profile (fat LTO, stripped), as the Debian package.
FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY . .
RUN cargo build --profile dist --locked --bin damabot

# Run: only the binary, as an unprivileged user, the database on /data.
# TLS roots are compiled in (webpki-roots), so no CA package is needed.
FROM debian:bookworm-slim
RUN install -d -o 10001 -g 10001 -m 0750 /data
COPY --from=build /src/target/dist/damabot /usr/local/bin/damabot
USER 10001:10001
WORKDIR /data
ENV DATABASE_PATH=/data/damabot.sqlite3 \
    DAMABOT_BOARDS_DIR=/data/boards
VOLUME /data
# Ctrl-C equivalent: the bot delivers what is queued for up to 10 s.
STOPSIGNAL SIGINT
ENTRYPOINT ["/usr/local/bin/damabot"]
