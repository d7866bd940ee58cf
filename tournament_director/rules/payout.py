"""Prize money by the Thomassen/Bruins method, in cents (refunds and prizes whole units)."""

# The pot is the fees to the cent; each refund and prize is rounded down to a whole unit; the
# left-over, cents included, goes to the second-to-last player: the pot is paid out exactly.

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .errors import RulesError
from .money import UNIT, whole_units
from .words import N_, Words

# (fewest participants, winners, first share in tenths of a percent)
WINNERS_TABLE = ((23, 5, 516), (18, 4, 533), (13, 3, 571), (8, 2, 666), (1, 1, 1000))


@dataclass(frozen=True)
class Prize:
    """One player's prize; places = the places a (possibly shared) prize covers."""
    place: int
    places: tuple[int, ...]
    player: int
    amount: int
    basis: str  # how it was computed, in English ("51.6% of 690", "half of 356.50")
    # the same as data, for wording it in another language: ("share", tenths, rest),
    # ("half", amount), ("shared", (covered amounts...), players)
    how: tuple = ()


@dataclass(frozen=True)
class Payout:
    """The whole distribution; left_over = (player, amount); total_paid == pot."""
    pot: int
    refunds: tuple[tuple[int, int], ...]
    rest: int
    winners_count: int
    first_share_tenths: int
    shares: tuple[int, ...]
    winners: tuple[Prize, ...]
    left_over: tuple[int, int]
    total_paid: int
    left_over_level: tuple[int, ...] = ()  # the others level at the left-over's place
    give_back: tuple[tuple[int, int], ...] = ()  # (player, fee): paid, never sat, not in pot


def winners_for(participants: int) -> tuple[int, int]:
    """(number of winners, first share in tenths of a percent) for that many participants."""
    for fewest, count, share in WINNERS_TABLE:
        if participants >= fewest:
            return count, share
    raise RulesError(Words(N_("Prize money needs at least one participant.")))


def percent_text(tenths: int) -> str:
    """516 -> "51.6%", 1000 -> "100%"."""
    whole, tenth = divmod(tenths, 10)
    return f"{whole}%" if tenth == 0 else f"{whole}.{tenth}%"


def amount_text(cents: int) -> str:
    """Cents as English writes them, cents only where there are some: 69000 -> "690",
    69050 -> "690.50"."""
    units, rest = divmod(cents, UNIT)
    return f"{units}" if rest == 0 else f"{units}.{rest:02d}"


def basis_text(how: tuple) -> str:
    """How a prize was computed, in English: "51.6% of 690", "half of 356",
    "shared: (479+239)/2"."""
    if how[0] == "shared":
        return f"shared: ({'+'.join(amount_text(c) for c in how[1])})/{how[2]}"
    if how[0] == "share":
        return f"{percent_text(how[1])} of {amount_text(how[2])}"
    return f"half of {amount_text(how[1])}"


def _check_ranking(ranking: Sequence[tuple[int, int]]) -> None:
    if not ranking:
        raise RulesError(Words(N_("There is no final ranking yet: prize money needs the "
                                  "standings.")))
    players = [player for _, player in ranking]
    if len(set(players)) != len(players):
        raise RulesError(Words(N_("A player appears twice in the final ranking: list every "
                                  "player once.")))
    for i, (rank, player) in enumerate(ranking):
        if rank != i + 1 and (i == 0 or rank != ranking[i - 1][0]):
            raise RulesError(Words(N_(
                "Rank {rank} of player {player} does not follow from the ranks above it: "
                "give the final standings best first with ranks like 1, 2, 2, 4."),
                rank=rank, player=player))


def payout(fees: Mapping[int, int], last_game_winners: Sequence[int],
           ranking: Sequence[tuple[int, int]], participants: int,
           outside: Mapping[int, int] | None = None) -> Payout:
    """Refunds for last-game winners, then shares for the top of the ranking; `outside`:
    fees of players who never sat (not in the pot: given back). Every amount in cents."""
    for player, fee in fees.items():
        if isinstance(fee, bool) or not isinstance(fee, int) or fee < 0:
            raise RulesError(Words(N_("Player {player} paid {fee}: a fee is a whole number of "
                                      "cents, 0 or more."), player=player, fee=repr(fee)))
    if len(set(last_game_winners)) != len(last_game_winners):
        raise RulesError(Words(N_("A last-game winner is listed twice: list every winner "
                                  "once.")))
    for player in last_game_winners:
        if player not in fees:
            raise RulesError(Words(N_(
                "Player {player} won a table in the last game but has no entry fee on "
                "record: record what the player paid (0 if nothing)."), player=player))
    _check_ranking(ranking)
    pot = sum(fees.values())
    # half the fee back, each prize and each half of the one before: down to a whole unit
    refunds = tuple((player, whole_units(fees[player] // 2)) for player in last_game_winners)
    rest = pot - sum(amount for _, amount in refunds)
    count, first = winners_for(participants)
    shares = [whole_units(rest * first // 1000)]
    while len(shares) < count:
        shares.append(whole_units(shares[-1] // 2))

    groups: dict[int, list[int]] = {}
    for rank, player in ranking:
        groups.setdefault(rank, []).append(player)
    prizes: list[Prize] = []
    for rank, members in groups.items():
        if rank > count:
            continue
        places = tuple(range(rank, rank + len(members)))
        covered = [shares[p - 1] if p <= count else 0 for p in places]
        amount = whole_units(sum(covered) // len(members))
        if len(members) > 1:
            how: tuple = ("shared", tuple(covered), len(members))
        elif rank == 1:
            how = ("share", first, rest)
        else:
            how = ("half", shares[rank - 2])
        basis = basis_text(how)
        prizes.extend(Prize(rank, places, player, amount, basis, how) for player in members)

    left = rest - sum(prize.amount for prize in prizes)
    # Second-to-last place; when it is shared, the level player with the lowest number.
    place_rank = ranking[-2][0] if len(ranking) >= 2 else ranking[-1][0]
    level = sorted(groups[place_rank])
    receiver = level[0]
    total = sum(amount for _, amount in refunds) + sum(p.amount for p in prizes) + left
    give_back = tuple(sorted((player, fee) for player, fee in (outside or {}).items() if fee))
    return Payout(pot, refunds, rest, count, first, tuple(shares), tuple(prizes),
                  (receiver, left), total, tuple(level[1:]), give_back)
