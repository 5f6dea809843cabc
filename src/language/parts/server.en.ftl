
## server

# A refused command's line in a reply.
refused = Error: { $error }
