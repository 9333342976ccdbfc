// check-apple self-test: fails with "imports Synchronization"
import Synchronization

let counter = 0
