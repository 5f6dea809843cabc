
## play

