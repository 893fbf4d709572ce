import logging

from dotenv import load_dotenv

from agent.loop import run_agent


def main() -> None:
    load_dotenv()
    logging.basicConfig(level=logging.INFO)
    messages: list[dict] = []
    while True:
        try:
            text = input("你> ").strip()
        except EOFError:
            break
        if not text:
            continue
        messages.append({"role": "user", "content": text})
        print("助手>", run_agent(messages))


if __name__ == "__main__":
    main()
