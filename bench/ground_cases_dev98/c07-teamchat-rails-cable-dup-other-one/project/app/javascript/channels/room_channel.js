import consumer from "channels/consumer"

// The room page renders an empty #messages list; the channel fills it.
const list = () => document.getElementById("messages")

function nearBottom(el) {
  return el.scrollHeight - el.scrollTop - el.clientHeight < 80
}

function appendMessage(data) {
  const el = list()
  if (!el) return
  const stick = nearBottom(el)
  el.insertAdjacentHTML("beforeend", data.html)
  if (stick) el.scrollTop = el.scrollHeight
}

function replaceMessage(data) {
  const existing = document.getElementById(`message_${data.id}`)
  if (existing) existing.outerHTML = data.html
}

function removeMessage(data) {
  document.getElementById(`message_${data.id}`)?.remove()
}

export function subscribeToRoom(roomId) {
  return consumer.subscriptions.create({ channel: "RoomChannel", room_id: roomId }, {
    connected() {
      document.body.classList.remove("chat--offline")
      // load the latest messages; after a reconnect this also fills the gap
      this.perform("history", {})
    },

    disconnected() {
      document.body.classList.add("chat--offline")
    },

    received(data) {
      switch (data.action) {
        case "create": appendMessage(data); break
        case "update": replaceMessage(data); break
        case "destroy": removeMessage(data); break
      }
    },

    speak(body) {
      this.perform("speak", { body })
    },
  })
}
