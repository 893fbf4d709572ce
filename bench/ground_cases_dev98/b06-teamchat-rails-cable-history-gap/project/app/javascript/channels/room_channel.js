import consumer from "channels/consumer"

// Live messages for one room. The MessageList owns the DOM; this only feeds it.
export function joinRoom(roomId, list) {
  return consumer.subscriptions.create({ channel: "RoomChannel", room_id: roomId }, {
    connected() {
      list.setConnected(true)
    },

    disconnected() {
      list.setConnected(false)
    },

    received(data) {
      switch (data.type) {
        case "message":
          // Prepending an older page recalculates the scroll position; adding
          // to the bottom at the same time makes the list jump, so wait.
          if (list.loadingOlder) return
          list.appendLive(data.message)
          break
        case "typing":
          list.showTyping(data.user)
          break
      }
    },

    markRead(messageId) {
      this.perform("read", { message_id: messageId })
    },

    typing() {
      this.perform("typing")
    }
  })
}
