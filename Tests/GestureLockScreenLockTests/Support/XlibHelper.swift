import Foundation
import TestSupport

/// Small X clients for the tests, written with python3-xlib (Debian's `python3-xlib`, which
/// imports only under `/usr/bin/python3`): a focused window of one colour that reports the keys
/// it receives, and a client that tries for a grab or holds one. Real clients, as a user's
/// programs are.
enum XlibHelper {
  /// The interpreter that has Debian's modules (`python3` on PATH may not).
  static let python = URL(fileURLWithPath: "/usr/bin/python3")

  /// Whether python3-xlib is installed (`make deps`).
  static var isAvailable: Bool {
    FileManager.default.fileExists(atPath: "/usr/lib/python3/dist-packages/Xlib/__init__.py")
  }

  /// Writes the script into `directory` and returns its path.
  static func install(in directory: TemporaryDirectory) throws -> String {
    let path = directory.path("xhelper.py")
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let script = #"""
    # Test helper: one small X client per mode, driven by lines on stdin, reporting on stdout.
    #   window X Y W H RRGGBB [override]  a focused window of one colour; prints "mapped", then
    #       "key" for each key it receives; "raise" raises it ("raised"); "ping" answers "pong"
    #       after handling what has arrived; "raisestorm SECONDS INTERVAL" raises it every
    #       INTERVAL seconds for SECONDS, then prints "stormed" (and stays mapped)
    #   trygrab keyboard|pointer  prints the XGrabKeyboard/XGrabPointer status (0 = taken)
    #   holdgrab keyboard|pointer  grabs, prints "grabbed STATUS", holds until end of input
    #   watchmaps  prints "watching", then "map" for each window mapped on the root; "ping"
    #       answers "pong" after reporting what the server has sent so far
    import select
    import sys
    import time

    from Xlib import X, display


    def say(text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()


    def grab(d, device):
        root = d.screen().root
        if device == "keyboard":
            status = root.grab_keyboard(False, X.GrabModeAsync, X.GrabModeAsync, X.CurrentTime)
        else:
            status = root.grab_pointer(
                False, X.ButtonPressMask, X.GrabModeAsync, X.GrabModeAsync, X.NONE, X.NONE,
                X.CurrentTime)
        d.sync()
        return status


    def window(d, x, y, width, height, colour, override):
        screen = d.screen()
        rgb = int(colour, 16)
        pixel = screen.default_colormap.alloc_color(
            ((rgb >> 16) & 255) * 257, ((rgb >> 8) & 255) * 257, (rgb & 255) * 257).pixel
        win = screen.root.create_window(
            x, y, width, height, 0, screen.root_depth, background_pixel=pixel,
            override_redirect=override,
            event_mask=X.KeyPressMask | X.KeyReleaseMask | X.ExposureMask)
        win.map()
        d.sync()
        # The focused window is where typed keys go when nothing grabs the keyboard.
        win.set_input_focus(X.RevertToParent, X.CurrentTime)
        d.sync()
        say("mapped")
        while True:
            while d.pending_events():
                event = d.next_event()
                if event.type == X.KeyPress:
                    say("key")
            readable, _, _ = select.select([d.fileno(), sys.stdin], [], [], 1.0)
            if sys.stdin in readable:
                line = sys.stdin.readline()
                if not line:
                    return
                command = line.strip()
                if command == "raise":
                    win.raise_window()
                    d.sync()
                    say("raised")
                elif command.startswith("raisestorm "):
                    # Raise as fast as asked for a while, then stop (the window stays mapped).
                    seconds, interval = (float(value) for value in command.split()[1:3])
                    end = time.monotonic() + seconds
                    while time.monotonic() < end:
                        win.raise_window()
                        d.flush()
                        time.sleep(interval)
                    d.sync()
                    say("stormed")
                elif command == "ping":
                    d.sync()
                    while d.pending_events():
                        if d.next_event().type == X.KeyPress:
                            say("key")
                    say("pong")


    def watchmaps(d):
        d.screen().root.change_attributes(event_mask=X.SubstructureNotifyMask)
        d.sync()
        say("watching")
        while True:
            while d.pending_events():
                if d.next_event().type == X.MapNotify:
                    say("map")
            readable, _, _ = select.select([d.fileno(), sys.stdin], [], [], 1.0)
            if sys.stdin in readable:
                line = sys.stdin.readline()
                if not line:
                    return
                if line.strip() == "ping":
                    d.sync()
                    while d.pending_events():
                        if d.next_event().type == X.MapNotify:
                            say("map")
                    say("pong")


    def main():
        d = display.Display()
        mode = sys.argv[1]
        if mode == "window":
            x, y, width, height = (int(value) for value in sys.argv[2:6])
            window(d, x, y, width, height, sys.argv[6], len(sys.argv) > 7)
        elif mode == "trygrab":
            say(str(grab(d, sys.argv[2])))
        elif mode == "watchmaps":
            watchmaps(d)
        elif mode == "holdgrab":
            say("grabbed %d" % grab(d, sys.argv[2]))
            sys.stdin.read()


    main()
    """#
}
