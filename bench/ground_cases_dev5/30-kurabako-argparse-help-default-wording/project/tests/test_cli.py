from kurabako.cli import build_parser


def test_download_no_verify_turns_verification_off():
    args = build_parser().parse_args(["download", "k", "--bucket", "b", "--no-verify"])
    assert args.verify is False


def test_prune_defaults():
    args = build_parser().parse_args(["prune", "--bucket", "b"])
    assert args.keep == 7 and args.dry_run is False
