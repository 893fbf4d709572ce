import http from './http'

export function listUsers(params) {
  return http.get('/users', { params })
}

export function fetchUser({ id, withStats = false }) {
  return http.get(`/users/${id}`, { params: withStats ? { stats: 1 } : {} })
}

export function updateUser(id, patch) {
  return http.patch(`/users/${id}`, patch)
}

export function banUser(id, reason) {
  return http.post(`/users/${id}/ban`, { reason })
}
