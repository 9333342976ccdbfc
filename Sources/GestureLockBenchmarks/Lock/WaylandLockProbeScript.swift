/// The outside observer of figure 11 (time to lock on Wayland): a Python script (Debian's
/// /usr/bin/python3, standard library only) that runs a headless sway and looks at it with
/// `grim` (wlroots' screencopy), written to a scratch file and run once per locker and run.
///
/// `probe.py SWAY LIBDIR COMMAND…` starts a private headless sway (pixman, no input devices,
/// its own `XDG_RUNTIME_DIR`; `LIBDIR` its wlroots, or `-`) with two 640×480 outputs side by
/// side, waits until both show sway's desktop, then notes the monotonic time just before it
/// spawns COMMAND and polls screenshots of the whole layout until no pixel of it is sway's
/// desktop grey (`#3f3f3f`) or the black sway shows on a locked output that has no lock
/// surface yet: every output shows a lock surface. It prints the seconds elapsed, SIGKILLs
/// the locker and sway, and exits 0; 3 when nothing locked within 10 s.
enum WaylandLockProbeScript {
  static let source = #"""
    import os, shutil, signal, subprocess, sys, tempfile, time

    sway, libdir, command = sys.argv[1], sys.argv[2], sys.argv[3:]
    runtime = tempfile.mkdtemp(prefix="gesturelock-bench-sway")
    os.chmod(runtime, 0o700)
    config = os.path.join(runtime, "config")
    with open(config, "w") as f:
        f.write("output HEADLESS-1 mode 640x480 position 0 0\n")
    env = dict(os.environ)
    for name in ("WAYLAND_DISPLAY", "WAYLAND_SOCKET", "DISPLAY", "SWAYSOCK", "I3SOCK"):
        env.pop(name, None)
    env.update(XDG_RUNTIME_DIR=runtime, WLR_BACKENDS="headless", WLR_RENDERER="pixman",
               WLR_LIBINPUT_NO_DEVICES="1")
    if libdir != "-":
        env["LD_LIBRARY_PATH"] = libdir
    server = subprocess.Popen([sway, "-c", config], env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    locker = None

    def finish(status):
        for process in (locker, server):
            if process is not None and process.poll() is None:
                process.send_signal(signal.SIGKILL)
                process.wait()
        shutil.rmtree(runtime, ignore_errors=True)
        sys.exit(status)

    deadline = time.monotonic() + 20
    socket = ipc = None
    while (socket is None or ipc is None) and time.monotonic() < deadline:
        names = os.listdir(runtime)
        socket = next((n for n in names if n.startswith("wayland-") and not n.endswith(".lock")), None)
        ipc = next((n for n in names if n.startswith("sway-ipc.") and n.endswith(".sock")), None)
        time.sleep(0.01)
    if socket is None or ipc is None:
        print("sway did not start", file=sys.stderr)
        finish(4)
    env["WAYLAND_DISPLAY"] = socket
    env["SWAYSOCK"] = os.path.join(runtime, ipc)
    swaymsg = os.path.join(os.path.dirname(sway), "swaymsg")
    if not os.access(swaymsg, os.X_OK):
        swaymsg = "/usr/bin/swaymsg"

    def msg(*arguments):
        while subprocess.call([swaymsg] + list(arguments), env=env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL) != 0:
            if time.monotonic() > deadline:
                print("swaymsg failed", file=sys.stderr)
                finish(4)
            time.sleep(0.02)

    msg("create_output")
    msg("output", "HEADLESS-2", "mode", "640x480", "position", "640", "0")
    msg("output", "HEADLESS-1", "position", "0", "0")

    def pixels():
        shot = subprocess.run(["/usr/bin/grim", "-t", "ppm", "-"], env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
        # P6, width height, 255, then the RGB bytes.
        header = shot.split(b"\n", 3)
        if len(header) < 4:
            return 0, b""
        width = int(header[1].split()[0])
        return width, header[3]

    def aligned(data, pixel):
        start = data.find(pixel)
        while start >= 0:
            if start % 3 == 0:
                return True
            start = data.find(pixel, start + 1)
        return False

    # Both outputs up and showing the desktop: 1280 pixels wide, nothing but grey.
    while True:
        width, data = pixels()
        if width == 1280 and not aligned(data, b"\x00\x00\x00"):
            break
        if time.monotonic() > deadline:
            print("the outputs never came up", file=sys.stderr)
            finish(4)
        time.sleep(0.02)
    lock_env = dict(env)
    lock_env["DISPLAY"] = ""
    start = time.monotonic()
    locker = subprocess.Popen(command, env=lock_env, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    while True:
        width, data = pixels()
        if width == 1280 and not aligned(data, b"\x3f\x3f\x3f") and not aligned(data, b"\x00\x00\x00"):
            print("%.6f" % (time.monotonic() - start), flush=True)
            finish(0)
        if time.monotonic() - start > 10:
            print("timeout", flush=True)
            finish(3)
    """#
}
