import Foundation
import TestSupport

/// Another X client of the session doing to the lock screen's windows what any client may:
/// shape, reparent, redirect, destroy, unmap, move or lower them, set properties on them —
/// then watching the screen for a colour. Written with python3-xlib (Debian's `python3-xlib`,
/// under `/usr/bin/python3`), as a real program of the session would be.
enum XlibAttacker {
  /// Writes the script into `directory` and returns its path.
  static func install(in directory: TemporaryDirectory) throws -> String {
    let path = directory.path("xattacker.py")
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  static let script = #"""
    # Test attacker: one X client, driven by its arguments, reporting on stdout.
    #   tamper TARGET ACTION RRGGBB SECONDS SURFACE
    #       SURFACE is the id of the window the pad's pane is in (the pad's environment has it:
    #       a window inside the Composite overlay window is not in the root's tree).
    #       TARGET: cover (every window named "gesturelock" in the root's tree, and SURFACE),
    #       pane (SURFACE's children: the pad's pane), overlay (SURFACE's parent when that is
    #       not the root: the Composite overlay window), outer (the named windows in the
    #       root's tree and the overlay window, as a window manager sees them). ACTION: shape (a 1x1 bounding
    #       shape), reparent (into an unmapped 1x1 window of this client), opacity
    #       (_NET_WM_WINDOW_OPACITY 0, for a compositor), redirect (Composite, manual: nobody
    #       paints it), destroy, unmap, move (to 1500,500, 10x10), lower (to the bottom),
    #       inputshape (an empty input shape), override (override_redirect cleared), intercept (as a window manager would:
    #       SubstructureRedirect selected on the root and on the overlay window,
    #       override_redirect cleared on every target, then each unmapped; the MapRequests
    #       that come are never carried out, as a window manager refusing them would).
    #       Prints "tampered N" (windows touched) and "errors N" (requests the server refused),
    #       then samples the whole screen for SECONDS: "watched FRAMES MOST", MOST the largest
    #       count of RRGGBB pixels in one frame. Stays connected until its input ends (the
    #       reparenting window must outlive the test's checks).
    #   overrides TARGET SURFACE  prints "overrides" and each target's override_redirect
    #   watch RRGGBB SECONDS  only the sampling
    #   compositor  waits until a compositing manager owns _NET_WM_CM_S0, prints "composited"
    import array
    import sys
    import time

    from Xlib import X, Xatom, display
    from Xlib.ext import composite, shape


    def say(text):
        sys.stdout.write(text + "\n")
        sys.stdout.flush()


    def named_windows(d, name):
        found = []
        pending = [d.screen().root]
        while pending:
            window = pending.pop()
            try:
                children = window.query_tree().children
            except Exception:
                continue
            for child in children:
                try:
                    if child.get_wm_name() == name:
                        found.append(child)
                except Exception:
                    pass
                pending.append(child)
        return found


    def targets(d, target, surface_id):
        surface = d.create_resource_object("window", surface_id)
        if target == "cover":
            named = named_windows(d, "gesturelock")
            return named + [surface] if surface_id not in [w.id for w in named] else named
        if target == "pane":
            return surface.query_tree().children
        if target == "overlay":
            parent = surface.query_tree().parent
            return [] if parent == d.screen().root else [parent]
        if target == "outer":
            return targets(d, "cover", surface_id)[:-1] + targets(d, "overlay", surface_id)
        raise SystemExit("unknown target " + target)


    def tamper(d, windows, action):
        errors = []
        d.set_error_handler(lambda *args: errors.append(args))
        screen = d.screen()
        jail = screen.root.create_window(0, 0, 1, 1, 0, screen.root_depth)
        opacity = d.intern_atom("_NET_WM_WINDOW_OPACITY")
        if action == "intercept":
            # The root, and the overlay window (the one target not named "gesturelock").
            named = [w.id for w in named_windows(d, "gesturelock")]
            for parent in [screen.root] + [w for w in windows if w.id not in named]:
                parent.change_attributes(event_mask=X.SubstructureRedirectMask)
            d.sync()
        if action in ("override", "intercept"):
            for window in windows:
                window.change_attributes(override_redirect=0)
            d.sync()
        for window in windows:
            if action == "intercept":
                window.unmap()
            elif action == "override":
                pass
            elif action == "shape":
                window.shape_rectangles(
                    shape.SO.Set, shape.SK.Bounding, X.Unsorted, 0, 0, [(0, 0, 1, 1)])
            elif action == "inputshape":
                window.shape_rectangles(shape.SO.Set, shape.SK.Input, X.Unsorted, 0, 0, [])
            elif action == "reparent":
                window.reparent(jail, 0, 0)
            elif action == "opacity":
                window.change_property(opacity, Xatom.CARDINAL, 32, [0])
            elif action == "redirect":
                window.composite_redirect_window(composite.RedirectManual)
            elif action == "destroy":
                window.destroy()
            elif action == "unmap":
                window.unmap()
            elif action == "move":
                window.configure(x=1500, y=500, width=10, height=10)
            elif action == "lower":
                window.configure(stack_mode=X.Below)
            else:
                raise SystemExit("unknown action " + action)
        d.sync()
        return len(errors)


    def watch(colour, seconds):
        d = display.Display()
        screen = d.screen()
        width, height = screen.width_in_pixels, screen.height_in_pixels
        rgb = int(colour, 16)
        frames, most = 0, 0
        end = time.monotonic() + seconds
        # At least two samples however slow the machine: one second may hold only one.
        while frames < 2 or time.monotonic() < end:
            data = screen.root.get_image(0, 0, width, height, X.ZPixmap, 0xFFFFFFFF).data
            words = array.array("I", data)
            most = max(most, words.count(rgb) + words.count(rgb | 0xFF000000))
            frames += 1
        say("watched %d %d" % (frames, most))


    def wait_for_compositor(d):
        selection = d.intern_atom("_NET_WM_CM_S%d" % d.get_default_screen())
        while d.get_selection_owner(selection) == X.NONE:
            time.sleep(0.02)
        say("composited")


    def main():
        d = display.Display()
        mode = sys.argv[1]
        if mode == "tamper":
            target, action, colour, seconds, surface = sys.argv[2:7]
            windows = targets(d, target, int(surface))
            errors = tamper(d, windows, action)
            say("tampered %d" % len(windows))
            say("errors %d" % errors)
            watch(colour, float(seconds))
            sys.stdin.read()
        elif mode == "overrides":
            windows = targets(d, sys.argv[2], int(sys.argv[3]))
            flags = [str(int(w.get_attributes().override_redirect)) for w in windows]
            say(" ".join(["overrides"] + flags))
        elif mode == "watch":
            watch(sys.argv[2], float(sys.argv[3]))
        elif mode == "compositor":
            wait_for_compositor(d)


    main()
    """#
}
