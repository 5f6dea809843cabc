
## help

