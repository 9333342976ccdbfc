internal import CSDL2
internal import GestureLockRender

/// A resizable window with a renderer and a streaming texture that shows one frame at a time.
///
/// The window owns its `SDL_Window`, `SDL_Renderer` and `SDL_Texture`; frames are CPU pixel
/// buffers from the Cairo renderer, uploaded whole. Not `Sendable`: SDL's video calls belong to
/// the thread that created the window.
final class SDLWindow {
  private let window: OpaquePointer
  private let renderer: OpaquePointer
  private var texture: OpaquePointer?
  private var textureSize: (width: Int, height: Int) = (0, 0)

  /// Opens a window.
  ///
  /// - Parameters:
  ///   - title: The title bar text (scripts find the window by it with `xdotool search`).
  ///   - width: Width in points (window coordinates).
  ///   - height: Height in points.
  /// - Throws: `PadError.sdlFailure` naming the failed call.
  /// The corresponding C functions are `SDL_CreateWindow` and `SDL_CreateRenderer`.
  init(title: String, width: Int, height: Int) throws(PadError) {
    let flags =
      SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
      | SDL_WINDOW_SHOWN.rawValue
    let centered = gl_sdl_windowpos_centered()
    guard
      let window = SDL_CreateWindow(
        title, centered, centered, Int32(width), Int32(height), flags)
    else {
      throw .sdlFailure(operation: "SDL_CreateWindow", message: SDLVideo.lastError())
    }
    // Prefer any renderer; fall back to the software one (Xvfb has no GPU).
    guard
      let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
        ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
    else {
      let message = SDLVideo.lastError()
      SDL_DestroyWindow(window)
      throw .sdlFailure(operation: "SDL_CreateRenderer", message: message)
    }
    SDL_SetWindowMinimumSize(
      window, Int32(SDLWindow.minimumSize.width), Int32(SDLWindow.minimumSize.height))
    self.window = window
    self.renderer = renderer
  }

  /// The smallest window the pad allows, in points: room for the message and a usable grid.
  static let minimumSize = (width: 240, height: 300)

  /// Grows the window back to at least `minimumSize` when it was made smaller anyway: the
  /// minimum is only a hint to the window manager, and without one X11 applies any size a
  /// client asks for (`xdotool windowsize … 30 30`). The grid is then never laid out in less.
  /// The corresponding C function is `SDL_SetWindowSize`.
  func enforceMinimumSize() {
    let (width, height) = size
    let minimum = SDLWindow.minimumSize
    guard width < minimum.width || height < minimum.height else { return }
    SDL_SetWindowSize(
      window, Int32(max(width, minimum.width)), Int32(max(height, minimum.height)))
  }

  deinit {
    if let texture { SDL_DestroyTexture(texture) }
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
  }

  /// The window's identifier, to match events to it. The C function is `SDL_GetWindowID`.
  var id: UInt32 { SDL_GetWindowID(window) }

  /// The window's size in points (the coordinates mouse events use).
  /// The corresponding C function is `SDL_GetWindowSize`.
  var size: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(window, &width, &height)
    return (Int(width), Int(height))
  }

  /// The drawable size in pixels (larger than `size` on a high-density display).
  /// The corresponding C function is `SDL_GetRendererOutputSize`.
  var pixelSize: (width: Int, height: Int) {
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &width, &height)
    return (Int(width), Int(height))
  }

  /// Pixels per point: the drawable width over the window width (1 when unknown).
  var scale: Double {
    let points = size.width
    return points > 0 ? max(1, Double(pixelSize.width) / Double(points)) : 1
  }

  /// Shows `frame` stretched to the whole drawable.
  ///
  /// - Parameter frame: Premultiplied ARGB32 pixels (`SDL_PIXELFORMAT_ARGB8888`).
  /// - Throws: `PadError.sdlFailure` when a texture cannot be made or updated.
  /// The corresponding C functions are `SDL_UpdateTexture`, `SDL_RenderCopy` and
  /// `SDL_RenderPresent`.
  func present(_ frame: PixelBuffer) throws(PadError) {
    guard frame.width > 0, frame.height > 0 else { return }
    if texture == nil || textureSize != (frame.width, frame.height) {
      if let texture { SDL_DestroyTexture(texture) }
      texture = SDL_CreateTexture(
        renderer, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue),
        Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), Int32(frame.width), Int32(frame.height))
      guard texture != nil else {
        throw .sdlFailure(operation: "SDL_CreateTexture", message: SDLVideo.lastError())
      }
      textureSize = (frame.width, frame.height)
    }
    let status = frame.bytes.withUnsafeBytes { raw in
      SDL_UpdateTexture(texture, nil, raw.baseAddress, Int32(frame.stride))
    }
    guard status == 0 else {
      throw .sdlFailure(operation: "SDL_UpdateTexture", message: SDLVideo.lastError())
    }
    SDL_RenderClear(renderer)
    SDL_RenderCopy(renderer, texture, nil, nil)
    SDL_RenderPresent(renderer)
  }
}
