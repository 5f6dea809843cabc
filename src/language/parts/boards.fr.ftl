
## boards

