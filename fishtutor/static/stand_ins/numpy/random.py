"""``numpy.random`` as far as the games use it: ``default_rng(seed)`` (PCG64 seeded through SeedSequence) with
numpy's own shuffle, interval and bounded-integer algorithms, so the same seed deals the same cards."""
from __future__ import annotations

M32, M64, M128 = (1 << 32) - 1, (1 << 64) - 1, (1 << 128) - 1
_INIT_A, _MULT_A, _INIT_B, _MULT_B = 0x43B0D7E5, 0x931E8875, 0x8B51F9DD, 0x58F38DED
_MIX_L, _MIX_R = 0xCA01F9DD, 0x4973F715
_PCG_MULT = (2549297995355413924 << 64) + 4865540595714422341


def _seed_words(seed: int) -> list[int]:
    """A non-negative seed as 32-bit words, lowest first (numpy's coercion of an int)."""
    words = []
    while True:
        words.append(seed & M32)
        seed >>= 32
        if not seed:
            return words


def _pool(seed: int, size: int = 4) -> list[int]:
    """SeedSequence's entropy pool for ``seed`` (numpy's hash mixing)."""
    const = [_INIT_A]

    def hashmix(value):
        value = (value ^ const[0]) & M32
        const[0] = (const[0] * _MULT_A) & M32
        value = (value * const[0]) & M32
        return value ^ (value >> 16)

    def mix(x, y):
        r = (_MIX_L * x - _MIX_R * y) & M32
        return r ^ (r >> 16)
    entropy = _seed_words(seed)
    pool = [hashmix(entropy[i] if i < len(entropy) else 0) for i in range(size)]
    for src in range(size):
        for dst in range(size):
            if src != dst:
                pool[dst] = mix(pool[dst], hashmix(pool[src]))
    for src in range(size, len(entropy)):
        for dst in range(size):
            pool[dst] = mix(pool[dst], hashmix(entropy[src]))
    return pool


def _state64(seed: int, words: int) -> list[int]:
    """SeedSequence.generate_state(words, uint64)."""
    pool, const, out = _pool(seed), _INIT_B, []
    for i in range(2 * words):
        value = pool[i % len(pool)] ^ const
        const = (const * _MULT_B) & M32
        value = (value * const) & M32
        out.append(value ^ (value >> 16))
    return [out[2 * i] | (out[2 * i + 1] << 32) for i in range(words)]


def PCG64(seed: int) -> int:  # noqa: N802 - numpy's name
    """The bit generator for ``seed``: here the seed itself (``Generator(PCG64(seed))`` is ``default_rng(seed)``)."""
    if type(seed) is not int or seed < 0:
        raise TypeError(f"the stand-in seeds only with a non-negative int, not {seed!r}")
    return seed


class Generator:
    """``numpy.random.default_rng(seed)``: PCG64 (XSL-RR) with numpy's interval and Lemire bounded draws."""

    def __init__(self, seed: int):
        v = _state64(PCG64(int(seed)), 4)
        self.inc = ((((v[2] << 64) | v[3]) << 1) | 1) & M128
        self.state = 0
        self._step()
        self.state = (self.state + ((v[0] << 64) | v[1])) & M128
        self._step()
        self._half = None  # the upper 32 bits of a 64-bit draw, kept for the next 32-bit draw

    def _step(self) -> None:
        """Advance the generator's state one step."""
        self.state = (self.state * _PCG_MULT + self.inc) & M128

    def next64(self) -> int:
        """The next 64-bit draw."""
        self._step()
        s = self.state
        rot, value = s >> 122, ((s >> 64) ^ s) & M64
        return ((value >> rot) | (value << ((-rot) & 63))) & M64

    def next32(self) -> int:
        """The next 32-bit draw (half of a 64-bit one, the other half kept)."""
        if self._half is not None:
            half, self._half = self._half, None
            return half
        value = self.next64()
        self._half = value >> 32
        return value & M32

    def _interval(self, top: int) -> int:
        """A uniform integer in [0, top] by masked rejection (numpy's random_interval)."""
        if top == 0:
            return 0
        mask = (1 << top.bit_length()) - 1
        draw = self.next32 if top <= M32 else self.next64
        while True:
            value = draw() & mask
            if value <= top:
                return value

    def shuffle(self, items) -> None:
        """Shuffle a list in place, as numpy does."""
        for i in range(len(items) - 1, 0, -1):
            j = self._interval(i)
            items[i], items[j] = items[j], items[i]

    def permutation(self, n: int) -> list[int]:
        """0 .. n-1 in a shuffled order."""
        items = list(range(n))
        self.shuffle(items)
        return items

    def random(self) -> float:
        """One float in [0, 1) (53 bits of a 64-bit draw, as numpy)."""
        return (self.next64() >> 11) * (1.0 / 9007199254740992.0)

    def integers(self, low: int, high: int | None = None) -> int:
        """One integer in [low, high) (numpy's Lemire method: 32-bit draws for a span below 2**32)."""
        low, high = (0, low) if high is None else (low, high)
        span = high - 1 - low
        if span < 0:
            raise ValueError(f"high <= low: no integer in [{low}, {high})")
        if span == 0:
            return low
        bits, draw = (32, self.next32) if span <= M32 else (64, self.next64)
        if span == (1 << bits) - 1:
            return low + draw()
        excl, mask = span + 1, (1 << bits) - 1
        m = draw() * excl
        if (m & mask) < excl:
            threshold = (mask - span) % excl
            while (m & mask) < threshold:
                m = draw() * excl
        return low + (m >> bits)


def default_rng(seed: int) -> Generator:
    """A seeded generator (numpy's default_rng for a non-negative int seed)."""
    return Generator(seed)
