from accounts.tokens import ALPHABET, CODE_LENGTH, format_for_display, new_invite_code, normalise


def test_code_length_and_alphabet():
    code = new_invite_code()
    assert len(code) == CODE_LENGTH
    assert set(code) <= set(ALPHABET)


def test_codes_differ():
    assert len({new_invite_code() for _ in range(50)}) == 50


def test_display_round_trip():
    code = new_invite_code()
    assert normalise(format_for_display(code)) == code


def test_normalise_lowercase_and_spaces():
    assert normalise("abcde fghjk") == "ABCDEFGHJK"
