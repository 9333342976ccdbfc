import Glibc

// GestureLockBenchmarks: the figures of issues 6, 11, 13, 14 and 23 in one table (`make bench`, `make bench-quick`).
//
//   GestureLockBenchmarks [--quick] [--only 1,2,…]
//
// Hidden subcommand (the benchmark re-executes itself so each count gets its own process and
// its own peak memory): `count-child ours|reference RxC [maximum length]`.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "count-child" {
  exit(CountingBenchmark.runChild(Array(arguments.dropFirst())))
}
var options = BenchmarkOptions()
do {
  options = try BenchmarkOptions(parsing: arguments)
} catch {
  Console.progress("\(error)")
  Console.progress("usage: GestureLockBenchmarks [--quick] [--only 1,2,3,4,5,6,7,8,9,10,11]")
  exit(2)
}
exit(BenchmarkSuite(options: options).run())
