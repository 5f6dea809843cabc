# ringmail in a container: built with the official Rust image, run on
# Debian slim as an unprivileged user. Everything it keeps (the SQLite
# database, and the Maildir and outbox folders of the default setup) lives
# in the volume /var/lib/ringmail; the mail accounts come from the
# environment (see docs/operating.md, "With Docker").
#
#   docker build -t ringmail .
#   docker run -d --name ringmail -v ringmail:/var/lib/ringmail \
#     -e RINGMAIL_ADDRESS=games@example.org \
#     -e RINGMAIL_INBOUND='imaps://games%40example.org:PASSWORD@imap.example.org/INBOX' \
#     -e RINGMAIL_OUTBOUND='smtps://games%40example.org:PASSWORD@smtp.example.org' \
#     ringmail

FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
# TLS is rustls and SQLite is bundled: no system libraries are needed.
COPY . .
RUN cargo build --release --locked --bin ringmail \
    && install -m 755 target/release/ringmail /usr/local/bin/ringmail

FROM debian:bookworm-slim
RUN useradd --system --user-group --uid 10001 \
        --home-dir /var/lib/ringmail --shell /usr/sbin/nologin ringmail \
    && mkdir -p /var/lib/ringmail /etc/ringmail \
    && chown ringmail:ringmail /var/lib/ringmail
COPY --from=build /usr/local/bin/ringmail /usr/local/bin/ringmail
ENV RINGMAIL_DATABASE=sqlite:///var/lib/ringmail/ringmail.db \
    RINGMAIL_INBOUND=maildir:/var/lib/ringmail/mail/inbox \
    RINGMAIL_OUTBOUND=file:/var/lib/ringmail/mail/outbox \
    RINGMAIL_LOG=info
USER ringmail
WORKDIR /var/lib/ringmail
VOLUME ["/var/lib/ringmail"]
# SIGTERM (docker stop) finishes the mail in hand, then exits.
STOPSIGNAL SIGTERM
ENTRYPOINT ["ringmail"]
CMD ["serve"]
