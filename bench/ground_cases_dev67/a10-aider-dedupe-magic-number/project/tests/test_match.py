from dedupe.match import _names_match, find_merges, is_duplicate, normalize
from dedupe.records import Customer


def cust(id, name, email="", street="Hauptstr. 1", city="Berlin", created="2024-01-01"):
    return Customer(id, name, email, street, city, created)


def test_normalize_strips_accents_and_punctuation():
    assert normalize("  José  O'Neill ") == "jose o neill"


def test_same_email_is_duplicate():
    assert is_duplicate(cust("1", "A", "a@x.de"), cust("2", "B", "a@x.de", street="Other 5"))


def test_typo_in_name_same_address():
    assert _names_match("Jonathan Meyer", "Jonathon Meyer")


def test_different_people_same_address_not_merged():
    # 0.82 keeps these two apart
    assert not is_duplicate(cust("1", "Lena Park"), cust("2", "Lina Parker"))


def test_keeps_older_record():
    old = cust("1", "Jonathan Meyer", created="2020-05-01")
    new = cust("2", "Jonathon Meyer", created="2023-02-01")
    assert find_merges([new, old]) == [(old, new)]


def test_umlaut_spellings_match():
    assert normalize("Peter Müller") == normalize("Peter Mueller")
