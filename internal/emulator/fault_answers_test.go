package emulator

import (
	"context"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestFaultGarble: a garbled create is carried out (the card exists afterwards) while its answer
// keeps its status and carries the garbled body with a content type that fits it.
func TestFaultGarble(t *testing.T) {
	t.Parallel()
	cards := cardsPathOf(DemoAccountID)
	for name, body := range GarbledBodies {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			f := newFixture(t, Options{})
			f.srv.InjectFault(Fault{Method: http.MethodPost, PathPrefix: cards, Garble: true, Body: body})
			res := f.do(apiCall{method: http.MethodPost, path: cards, json: imageWebsiteCard("garbled " + name)})
			if res.status != http.StatusCreated || string(res.raw) != body {
				t.Fatalf("got %d %q, want 201 with %q", res.status, res.raw, body)
			}
			wantType := "application/json"
			if name == "html" {
				wantType = "text/html"
			}
			if ct := res.header.Get("Content-Type"); !strings.HasPrefix(ct, wantType) {
				t.Errorf("Content-Type = %q, want %s", ct, wantType)
			}
			if res.header.Get("x-rate-limit-remaining") != "449" {
				t.Errorf("x-rate-limit-remaining = %q, want the create's own 449", res.header.Get("x-rate-limit-remaining"))
			}
			list := f.do(apiCall{method: http.MethodGet, path: cards}).list(t)
			if len(list) != 1 || list[0]["name"] != "garbled "+name {
				t.Fatalf("cards = %v, want the card of the garbled create", list)
			}
		})
	}

	t.Run("a list answer, and an error answer left alone", func(t *testing.T) {
		t.Parallel()
		f := newFixture(t, Options{})
		f.createCard(imageWebsiteCard("listed"))
		f.srv.InjectFault(Fault{PathPrefix: cards, Garble: true, Body: GarbledErrors, Times: 2})
		res := f.do(apiCall{method: http.MethodGet, path: cards})
		if res.status != http.StatusOK || string(res.raw) != GarbledErrors {
			t.Fatalf("list got %d %q, want 200 with %q", res.status, res.raw, GarbledErrors)
		}
		// A refused create is answered as the service refused it: only successes are garbled.
		bad := f.do(apiCall{method: http.MethodPost, path: cards, json: map[string]any{"name": "no components"}})
		if bad.status != http.StatusBadRequest {
			t.Fatalf("invalid create got %d %s, want the service's 400", bad.status, bad.raw)
		}
		bad.errorOf(t)
	})

	t.Run("a chosen content type", func(t *testing.T) {
		t.Parallel()
		f := newFixture(t, Options{})
		f.srv.InjectFault(Fault{PathPrefix: cards, Garble: true, Body: "<oops/>", ContentType: "application/json"})
		res := f.do(apiCall{method: http.MethodGet, path: cards})
		if ct := res.header.Get("Content-Type"); ct != "application/json" || string(res.raw) != "<oops/>" {
			t.Fatalf("got %q as %q, want <oops/> as application/json", res.raw, ct)
		}
	})
}

// TestFaultWrongID: the request is carried out, and its answer names another live object of the
// same collection, the one made last before it.
func TestFaultWrongID(t *testing.T) {
	t.Parallel()
	cards := cardsPathOf(DemoAccountID)

	t.Run("create, read and delete of cards", func(t *testing.T) {
		t.Parallel()
		f := newFixture(t, Options{})
		first := f.createCard(imageWebsiteCard("first"))["id"].(string)
		second := f.createCard(imageWebsiteCard("second"))["id"].(string)

		f.srv.InjectFault(Fault{Method: http.MethodPost, PathPrefix: cards, WrongID: true})
		res := f.do(apiCall{method: http.MethodPost, path: cards, json: imageWebsiteCard("third")})
		res.wantStatus(t, http.StatusCreated)
		if got := res.object(t); got["id"] != second || got["name"] != "second" {
			t.Fatalf("create answered %v, want the view of %s (second)", got, second)
		}
		list := f.do(apiCall{method: http.MethodGet, path: cards}).list(t)
		if len(list) != 3 || list[2]["name"] != "third" || list[2]["id"] == second {
			t.Fatalf("cards = %v, want first, second and the new third", list)
		}
		third := list[2]["id"].(string)

		f.srv.InjectFault(Fault{Method: http.MethodGet, PathPrefix: cards + "/", WrongID: true})
		got := f.do(apiCall{method: http.MethodGet, path: cards + "/" + first}).list(t)[0]
		if got["id"] != third || got["name"] != "third" {
			t.Fatalf("GET %s answered %v, want the view of %s (third)", first, got, third)
		}

		f.srv.InjectFault(Fault{Method: http.MethodDelete, WrongID: true})
		got = f.do(apiCall{method: http.MethodDelete, path: cards + "/" + third}).list(t)[0]
		if got["id"] != second || got["deleted"] != false {
			t.Fatalf("DELETE %s answered %v, want the live view of %s", third, got, second)
		}
		f.do(apiCall{method: http.MethodGet, path: cards + "/" + third}).wantStatus(t, http.StatusNotFound)
		if n := len(f.do(apiCall{method: http.MethodGet, path: cards}).list(t)); n != 2 {
			t.Fatalf("%d cards after the delete, want 2", n)
		}
	})

	t.Run("poll cards", func(t *testing.T) {
		t.Parallel()
		f := newFixture(t, Options{})
		earlier := f.createPoll(textPoll("earlier"))["id"].(string)
		f.srv.InjectFault(Fault{Method: http.MethodPost, WrongID: true})
		if got := f.createPoll(textPoll("later")); got["id"] != earlier {
			t.Fatalf("poll create answered %v, want the view of %s", got, earlier)
		}
		if n := len(f.do(apiCall{method: http.MethodGet, path: pollCardsPathOf(DemoAccountID)}).list(t)); n != 2 {
			t.Fatalf("%d poll cards, want 2: the create was carried out", n)
		}
	})

	t.Run("no other object", func(t *testing.T) {
		t.Parallel()
		f := newFixture(t, Options{})
		f.srv.InjectFault(Fault{Method: http.MethodPost, WrongID: true})
		got := f.createCard(imageWebsiteCard("alone"))
		list := f.do(apiCall{method: http.MethodGet, path: cards}).list(t)
		if len(list) != 1 || got["id"] != list[0]["id"] {
			t.Fatalf("create answered %v with cards %v, want its own view", got, list)
		}
	})
}

// TestFaultLateWrite: a create whose client gave up long before lands once its delay is over,
// and not before, even with a body too big to be held in the connection's buffers meanwhile.
func TestFaultLateWrite(t *testing.T) {
	t.Parallel()
	srv := New(Options{Now: func() time.Time { return fixedNow }})
	ts := httptest.NewUnstartedServer(srv)
	ts.Listener = smallBufferListener{ts.Listener}
	ts.Start()
	t.Cleanup(ts.Close)
	f := &fixture{t: t, srv: srv, url: ts.URL}
	cards := cardsPathOf(DemoAccountID)
	const late = time.Second
	f.srv.InjectFault(Fault{Method: http.MethodPost, PathPrefix: cards, Latency: late})
	// Blanks make the body far bigger than the socket buffers of both ends hold: had the
	// server waited before reading it, the client would still be sending it when it gave up,
	// and the service would never have received the whole request.
	body := `{"name":"late","components":[{"type":"MEDIA","media_key":"` + DemoImageKey + `"},` +
		strings.Repeat(" ", 900_000) + `{"type":"DETAILS","title":"t","destination":{"type":"WEBSITE","url":"https://a.example"}}]}`
	req, err := http.NewRequestWithContext(t.Context(), http.MethodPost, f.url+cards, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	signOAuth1(req, demoCreds, nil, time.Now())
	start := time.Now()
	client := &http.Client{Timeout: 300 * time.Millisecond, Transport: &http.Transport{
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			conn, err := (&net.Dialer{}).DialContext(ctx, network, addr)
			if tcp, ok := conn.(*net.TCPConn); ok {
				err = tcp.SetWriteBuffer(smallBuffer)
			}
			return conn, err
		},
	}}
	if resp, err := client.Do(req); err == nil {
		resp.Body.Close()
		t.Fatalf("got status %d, want a client timeout", resp.StatusCode)
	}
	if f.srv.Count(http.MethodPost, cards) != 0 {
		t.Fatal("the create finished before its delay was over")
	}
	deadline := time.Now().Add(5 * time.Second)
	for f.srv.Count(http.MethodPost, cards) == 0 {
		if time.Now().After(deadline) {
			t.Fatal("the late create never finished")
		}
		time.Sleep(10 * time.Millisecond)
	}
	if d := time.Since(start); d < late {
		t.Fatalf("the create finished after %v, want at least %v", d, late)
	}
	if r := f.srv.Requests()[0]; r.Status != http.StatusCreated {
		t.Fatalf("late create logged %+v, want 201", r)
	}
	list := f.do(apiCall{method: http.MethodGet, path: cards}).list(t)
	if len(list) != 1 || list[0]["name"] != "late" {
		t.Fatalf("cards = %v, want the late one", list)
	}
}

// smallBuffer is the socket buffer of TestFaultLateWrite's connections.
const smallBuffer = 64 << 10

// smallBufferListener gives the connections it accepts a small receive buffer.
type smallBufferListener struct{ net.Listener }

func (l smallBufferListener) Accept() (net.Conn, error) {
	conn, err := l.Listener.Accept()
	if tcp, ok := conn.(*net.TCPConn); ok {
		err = tcp.SetReadBuffer(smallBuffer)
	}
	return conn, err
}
