#!/usr/bin/python3
"""A private fprintd for GestureLock's fingerprint tests (libfprint's virtual
reader on a private system bus, as fprintd's own tests run it).

Starts a private system bus (python3-dbusmock), dbusmock's polkitd template allowing the fprint
actions, and `/usr/libexec/fprintd -t` with libfprint's virtual device listening on a Unix
socket. Prints one JSON line with the bus address and the process ids, then waits: when its
standard input closes (the test bed is done, or the test process died) it stops what it
started. The Swift side (FprintdTestBed) also kills every process by id.

Run with Debian's /usr/bin/python3: the python3 on PATH may lack Debian's modules.

Usage: fprintd-testbed.py STATE_DIR [--no-fprintd] [--deny]
  STATE_DIR     an empty folder: bus configuration, fprintd's prints, the reader's socket, logs
  --no-fprintd  a bus (and polkit) without fprintd
  --deny        polkit allows nothing (fprintd then answers PermissionDenied)
"""

import json
import os
import signal
import subprocess
import sys
import time

import dbus
import dbusmock

FPRINT_ACTIONS = [
    'net.reactivated.fprint.device.verify',
    'net.reactivated.fprint.device.enroll',
    'net.reactivated.fprint.device.setusername',
]


def gone(pid):
    '''Whether `pid` has exited: absent, or a zombie nobody reaped (PID 1 may not reap).'''
    try:
        with open(f'/proc/{pid}/stat', encoding='ascii') as stat:
            return stat.read().rsplit(')', 1)[1].split()[0] == 'Z'
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return True


def stop(pids):
    '''SIGTERM each process, then SIGKILL whatever is still running after 3 s.'''
    for pid in pids:
        try:
            os.kill(pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline and not all(gone(pid) for pid in pids):
        time.sleep(0.02)
    for pid in pids:
        if not gone(pid):
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def main():
    state_dir = sys.argv[1]
    with_fprintd = '--no-fprintd' not in sys.argv[2:]
    allow = '--deny' not in sys.argv[2:]
    # SIGTERM runs the clean-up below too.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
    # dbusmock keeps its bus configuration in a mkdtemp folder: keep it inside STATE_DIR.
    os.environ['TMPDIR'] = state_dir

    testcase = dbusmock.DBusTestCase
    testcase.start_system_bus()
    address = os.environ['DBUS_SYSTEM_BUS_ADDRESS']
    started = {'bus': testcase.system_bus_pid}
    try:
        polkit_log = open(os.path.join(state_dir, 'polkitd.log'), 'wb')
        polkit, polkit_obj = testcase.spawn_server_template('polkitd', {}, stdout=polkit_log)
        started['polkit'] = polkit.pid
        polkit_obj.SetAllowed(dbus.Array(FPRINT_ACTIONS if allow else [], signature='s'))

        fprintd = None
        if with_fprintd:
            env = dict(os.environ)
            env['FP_VIRTUAL_DEVICE'] = os.path.join(state_dir, 'reader.socket')
            env['STATE_DIRECTORY'] = os.path.join(state_dir, 'prints')
            env['RUNTIME_DIRECTORY'] = os.path.join(state_dir, 'run')
            os.makedirs(env['STATE_DIRECTORY'])
            os.makedirs(env['RUNTIME_DIRECTORY'])
            fprintd_log = open(os.path.join(state_dir, 'fprintd.log'), 'wb')
            fprintd = subprocess.Popen(
                ['/usr/libexec/fprintd', '-t'], env=env, stdout=fprintd_log,
                stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
            started['fprintd'] = fprintd.pid
            testcase.wait_for_bus_object(
                'net.reactivated.Fprint', '/net/reactivated/Fprint/Manager', system_bus=True,
                timeout=100)
            started['socket'] = env['FP_VIRTUAL_DEVICE']

        print(json.dumps({'address': address, **started}), flush=True)
        sys.stdin.read()
    finally:
        stop([started[name] for name in ('fprintd', 'polkit', 'bus') if name in started])


if __name__ == '__main__':
    main()
