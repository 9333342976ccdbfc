import GestureLockCore

extension PadModel {
  /// The nodes the frame benchmarks' drag goes through, in order: every node of a 3×3 grid,
  /// with no node between consecutive ones.
  static let benchmarkDragOrder = [0, 1, 2, 5, 4, 3, 6, 7, 8]

  /// A model on `layout` with a finger down, dragged through ``benchmarkDragOrder``: one sample
  /// on each node's centre, 50 ms apart, the first at 0.05 s.
  ///
  /// - Parameter layout: A 3×3 layout.
  /// - Returns: The model mid-drag and the time of its last sample.
  static func benchmarkDrag(on layout: GridLayout) -> (model: PadModel, time: Double) {
    var model = PadModel(layout: layout)
    var time = 0.0
    for (index, node) in benchmarkDragOrder.enumerated() {
      time += 0.05
      model.handle(
        TouchSample(
          location: layout.center(of: node), time: time, phase: index == 0 ? .began : .moved)
      ) { _ in }
    }
    precondition(
      model.selectedNodes.elementsEqual(benchmarkDragOrder.map(UInt8.init)), "setup stroke")
    return (model, time)
  }
}
