'use strict'

let seq = 0

exports.send = async ({ phone, template }) => {
  seq += 1
  return { id: `mock-${seq}`, phone, template }
}
