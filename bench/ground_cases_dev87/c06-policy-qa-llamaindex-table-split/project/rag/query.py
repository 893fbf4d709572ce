import sys

from rag.retriever import build_query_engine


def main() -> None:
    engine = build_query_engine()
    resp = engine.query(" ".join(sys.argv[1:]))
    print(resp.response)
    for n in resp.source_nodes:
        print(f"  - {n.node.metadata.get('file_name')} score={n.score:.3f}")


if __name__ == "__main__":
    main()
