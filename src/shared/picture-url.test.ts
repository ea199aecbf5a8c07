import { describe, expect, it } from 'vitest'
import { isShownPicture, pictureUrlProblem } from './picture-url'

describe('a profile picture’s address', () => {
  it('is https:// to a public host, however the host is written', () => {
    for (const url of [
      'https://cdn.example.com/me.png',
      'https://EXAMPLE.com./me.png',
      'https://8.8.8.8/me.png',
      'https://172.15.0.1/me.png',
      'https://[2001:4860:4860::8888]/me.png',
      'https://[::ffff:8.8.8.8]/me.png',
    ]) {
      expect(pictureUrlProblem(url), url).toBeNull()
    }
  })

  it('never http://, nor any other scheme', () => {
    expect(pictureUrlProblem('http://cdn.example.com/me.png')).toBe('notHttps')
    for (const url of ['ftp://example.com/me.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)', '//x', '']) {
      expect(pictureUrlProblem(url), url).toBe('invalid')
    }
  })

  it('never localhost, nor a loopback, private, link-local or reserved address, in any spelling', () => {
    for (const url of [
      'https://localhost/me.png',
      'https://LOCALHOST./me.png',
      'https://printer.localhost/me.png',
      'https://127.1/me.png',
      'https://0177.0.0.1/me.png',
      'https://3232235777/me.png',
      'https://10.0.0.1/me.png',
      'https://172.31.255.255/me.png',
      'https://192.168.0.1/me.png',
      'https://169.254.169.254/me.png',
      'https://100.127.0.1/me.png',
      'https://224.0.0.1/me.png',
      'https://255.255.255.255/me.png',
      'https://[::]/me.png',
      'https://[::1]/me.png',
      'https://[0:0:0:0:0:0:0:1]/me.png',
      'https://[::ffff:127.0.0.1]/me.png',
      'https://[::10.0.0.1]/me.png',
      'https://[fc00::1]/me.png',
      'https://[fdab:1234::5]/me.png',
      'https://[fe80::1]/me.png',
      'https://[ff02::1]/me.png',
    ]) {
      expect(pictureUrlProblem(url), url).toBe('privateHost')
    }
  })

  it('is sent to a browser only when it keeps these rules (one stored before them may not)', () => {
    expect(isShownPicture('https://cdn.example.com/me.png')).toBe(true)
    expect(isShownPicture('http://cdn.example.com/me.png')).toBe(false)
    expect(isShownPicture('https://10.0.0.1/pixel.gif')).toBe(false)
    expect(isShownPicture(null)).toBe(false)
    expect(isShownPicture(undefined)).toBe(false)
  })
})
