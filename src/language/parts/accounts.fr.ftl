
## accounts

