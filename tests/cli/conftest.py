"""Runs the command line in-process: exit code, stdout and stderr of one command."""

import json

import pytest

from tournament_director.cli import main


class Result:
    def __init__(self, code, out, err):
        self.code, self.out, self.err = code, out, err

    @property
    def json(self):
        return json.loads(self.out)


@pytest.fixture
def cli(capsys):
    def run(*args) -> Result:
        capsys.readouterr()
        code = main([str(a) for a in args])
        out, err = capsys.readouterr()
        return Result(code, out, err)

    def ok(*args) -> Result:
        result = run(*args)
        assert result.code == 0, result.err
        return result

    run.ok = ok
    return run
