// kvserver: GET/SET/DEL over a line protocol on TCP, one job per request on a thread pool.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <string>
#include <thread>

#include "cache.h"
#include "thread_pool.h"

namespace {

std::string handle(kv::Cache& cache, const std::string& line) {
    std::istringstream in(line);
    std::string cmd, key, value;
    in >> cmd >> key;
    if (cmd == "GET") {
        auto v = cache.get(key);
        return v ? "VALUE " + *v + "\n" : "NOT_FOUND\n";
    }
    if (cmd == "SET") {
        std::getline(in >> std::ws, value);
        cache.put(key, value);
        return "OK\n";
    }
    if (cmd == "DEL") return cache.erase(key) ? "OK\n" : "NOT_FOUND\n";
    return "ERROR unknown command\n";
}

void serve_client(kv::Cache& cache, int fd) {
    char buf[4096];
    std::string pending;
    ssize_t n;
    while ((n = read(fd, buf, sizeof buf)) > 0) {
        pending.append(buf, static_cast<std::size_t>(n));
        std::size_t pos;
        while ((pos = pending.find('\n')) != std::string::npos) {
            std::string reply = handle(cache, pending.substr(0, pos));
            pending.erase(0, pos + 1);
            (void)write(fd, reply.data(), reply.size());
        }
    }
    close(fd);
}

}  // namespace

int main(int argc, char** argv) {
    const int port = argc > 1 ? std::atoi(argv[1]) : 7070;
    kv::Stats stats;
    kv::Cache cache(64u << 20, &stats);
    kv::ThreadPool pool(std::thread::hardware_concurrency());

    std::thread reporter([&] {
        for (;;) {
            std::this_thread::sleep_for(std::chrono::seconds(10));
            std::printf("entries=%zu bytes=%zu %s\n", cache.size(), cache.bytes(), stats.summary().c_str());
            std::fflush(stdout);
        }
    });
    reporter.detach();

    int srv = socket(AF_INET, SOCK_STREAM, 0);
    int one = 1;
    setsockopt(srv, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(static_cast<uint16_t>(port));
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (bind(srv, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 || listen(srv, 128) != 0) {
        std::perror("bind/listen");
        return 1;
    }
    for (;;) {
        int fd = accept(srv, nullptr, nullptr);
        if (fd < 0) continue;
        pool.submit([&cache, fd] { serve_client(cache, fd); });
    }
}
