"""Each learner's kernel within bounds: a memory cap set by the operating system, and a kernel that reaches it ends.

The server (fishtutor/classroom.py) starts every kernel through this module:
``python -m fishtutor.kernel_limits BYTES -- python -m ipykernel_launcher -f CONNECTION_FILE``.
It caps the process's data segment (RLIMIT_DATA: the heap and the private memory it maps, which is what a flood
of widget messages fills) at BYTES, then runs the kernel in the same process. An allocation past the cap raises
MemoryError; ipykernel, the comm package and the tutor's widget callbacks log such an error and carry on, which
would leave the learner's game half updated, so a logged or uncaught MemoryError ends the kernel at once with
MEMORY_EXIT: the server then frees its seat and its page says the game stopped.

RLIMIT_DATA rather than RLIMIT_AS: a tutor's kernel maps about 1.1 GB of address space that it never touches
(each thread's stack and malloc arena) beside about 245 MB of data and 80 MB resident, so an address-space cap
would have to sit far above what a kernel uses and would move with its number of threads.
Only the standard library is imported here: the launcher runs before the kernel and adds nothing to it.
"""
from __future__ import annotations

import logging
import os
import resource
import sys
import threading

MEMORY_EXIT = 75  # the exit status of a kernel that reached its memory cap (the server tells its page so)
MIB = 1 << 20
LEAST_MIB = 320   # a tutor's kernel needs about 245 MB of data to start: a lower cap would stop every page
_UNITS = {"": MIB, "M": MIB, "MB": MIB, "MIB": MIB, "G": 1 << 30, "GB": 1 << 30, "GIB": 1 << 30}


def parse_memory(text: str, default: int) -> int:
    """KERNEL_MEMORY as given ("768M", "1G", "900"): bytes; "" keeps ``default``, "off" means no cap (0)."""
    given = text.strip().upper().replace(" ", "")
    if not given:
        return default
    if given in ("OFF", "0"):
        return 0
    number = given.rstrip("BGIM")
    unit = given[len(number):]
    if not (number.isascii() and number.isdigit()) or unit not in _UNITS:
        raise ValueError(f"KERNEL_MEMORY={text!r} is not an amount of memory such as 768M or 1G (or off)")
    amount = int(number) * _UNITS[unit]
    if amount < LEAST_MIB * MIB:
        raise ValueError(f"KERNEL_MEMORY={text!r} is less than the {LEAST_MIB}M a tutor's kernel needs to start")
    return amount


def launch_command(kernel_cmd: list[str], limit: int) -> list[str]:
    """The kernel's command run through this launcher with a cap of ``limit`` bytes (0: the command as it is)."""
    if not limit:
        return list(kernel_cmd)
    return [sys.executable, "-m", "fishtutor.kernel_limits", str(limit), "--", *kernel_cmd]


def cap_memory(limit: int) -> None:
    """Cap this process's data segment (and its children's, which inherit it) at ``limit`` bytes, for good."""
    resource.setrlimit(resource.RLIMIT_DATA, (limit, limit))


def _out_of_memory(error) -> bool:
    """Whether an exception, or one it was raised from or during, is a MemoryError."""
    seen = 0
    while error is not None and seen < 20:
        if isinstance(error, MemoryError):
            return True
        error, seen = error.__cause__ or error.__context__, seen + 1
    return False


def stop(where: str) -> None:
    """End the kernel now: it reached its memory cap, and a kernel that lost an allocation is not to be trusted."""
    try:
        os.write(2, f"fishtutor: the kernel reached its memory cap ({where}) and stops\n".encode())
    finally:
        os._exit(MEMORY_EXIT)


def end_on_memory_error() -> None:
    """Make a MemoryError end the kernel wherever it surfaces: logged and swallowed, uncaught, or in a thread."""
    handle = logging.Logger.handle

    def handle_or_stop(self, record):
        """Log the record, unless it reports a MemoryError: then stop the kernel."""
        if record.exc_info and _out_of_memory(record.exc_info[1]):
            stop(f"logged by {self.name}")
        return handle(self, record)

    logging.Logger.handle = handle_or_stop
    excepthook, thread_hook = sys.excepthook, threading.excepthook

    def excepthook_or_stop(kind, error, tb):
        """An uncaught MemoryError stops the kernel; anything else is reported as before."""
        if _out_of_memory(error):
            stop("uncaught")
        excepthook(kind, error, tb)

    def thread_hook_or_stop(args):
        """A MemoryError that ends one of the kernel's threads stops the kernel."""
        if _out_of_memory(args.exc_value):
            stop(f"in thread {getattr(args.thread, 'name', '?')}")
        thread_hook(args)

    sys.excepthook, threading.excepthook = excepthook_or_stop, thread_hook_or_stop


def main(argv: list[str]) -> None:
    """Cap the memory, then run the kernel command (an ipykernel in this very process, anything else exec'd)."""
    if len(argv) < 3 or argv[1] != "--" or not argv[0].isdigit():
        raise SystemExit("usage: python -m fishtutor.kernel_limits BYTES -- KERNEL COMMAND ...")
    cap_memory(int(argv[0]))
    command = argv[2:]
    if command[1:3] != ["-m", "ipykernel_launcher"]:
        os.execv(command[0], command)
    end_on_memory_error()
    sys.argv = ["ipykernel_launcher", *command[3:]]
    from ipykernel import kernelapp
    kernelapp.launch_new_instance()


if __name__ == "__main__":
    main(sys.argv[1:])
