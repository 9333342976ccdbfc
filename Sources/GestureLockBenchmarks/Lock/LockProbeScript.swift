/// The outside observer of figure 10 (time to lock): a small X client in Python
/// (python3-xlib, Debian's /usr/bin/python3), written to a scratch file and run once per
/// locker.
///
/// `probe.py RUNS COMMAND…` starts COMMAND `RUNS` times. Each time it notes the monotonic
/// time just before the spawn, then polls until the screen is locked as an X client sees it:
/// a new override-redirect window, mapped, covering the whole root, is on the root's stack,
/// **and** the probe's own `XGrabKeyboard` and `XGrabPointer` both fail with
/// `AlreadyGrabbed` (the grabs are tried only once the cover is up, so that the probe's brief
/// grab does not make the locker's first attempt fail). It prints the seconds elapsed, one
/// line per run, then SIGKILLs the locker (ours would not exit on SIGTERM by design; i3lock
/// runs with `-n` so that the spawned process is the locker), waits for it, and waits until
/// the cover is gone and the grabs are free before the next run. A run that does not lock
/// within 10 s prints `timeout` and stops the probe with status 3.
enum LockProbeScript {
  static let source = #"""
    import os, signal, subprocess, sys, time
    from Xlib import X, display

    runs = int(sys.argv[1])
    command = sys.argv[2:]
    d = display.Display()
    root = d.screen().root
    geometry = root.get_geometry()
    width, height = geometry.width, geometry.height

    def children():
        return set(w.id for w in root.query_tree().children)

    def covered(before):
        for w in root.query_tree().children:
            if w.id in before:
                continue
            try:
                a = w.get_attributes()
                g = w.get_geometry()
            except Exception:
                continue
            if a.override_redirect and a.map_state == X.IsViewable and g.x <= 0 and g.y <= 0 \
                    and g.x + g.width >= width and g.y + g.height >= height:
                return True
        return False

    def grabs_held():
        keyboard = root.grab_keyboard(False, X.GrabModeAsync, X.GrabModeAsync, X.CurrentTime)
        if keyboard == X.GrabSuccess:
            d.ungrab_keyboard(X.CurrentTime)
            d.sync()
            return False
        pointer = root.grab_pointer(False, 0, X.GrabModeAsync, X.GrabModeAsync, X.NONE, X.NONE,
                                    X.CurrentTime)
        if pointer == X.GrabSuccess:
            d.ungrab_pointer(X.CurrentTime)
            d.sync()
            return False
        return keyboard == X.AlreadyGrabbed and pointer == X.AlreadyGrabbed

    def free(before):
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            if children() <= before and not grabs_held():
                return True
            time.sleep(0.01)
        return False

    status = 0
    for run in range(runs):
        before = children()
        start = time.monotonic()
        locker = subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL)
        locked = False
        while time.monotonic() - start < 10:
            if covered(before) and grabs_held():
                locked = True
                break
            if locker.poll() is not None:
                break
            time.sleep(0.0005)
        elapsed = time.monotonic() - start
        print(("%.6f" % elapsed) if locked else "timeout", flush=True)
        try:
            os.kill(locker.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        locker.wait()
        if not locked or not free(before):
            status = 3
            break
    sys.exit(status)
    """#
}
